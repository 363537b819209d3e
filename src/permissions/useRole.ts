import { useSyncExternalStore } from 'react';
import { usePermissions } from 'react-admin';
import { getRole, subscribeSession } from '../session/session';

/** As react-admin's own usePermissions keeps it fresh. */
const PERMISSIONS_STALE_MS = 5 * 60 * 1000;

/**
 * The signed-in user's role; undefined until it is known. Read from the session at once when the
 * auth provider has kept it there (as ours does): through react-admin's usePermissions the answer
 * comes a render later, and every guard and menu drew twice before the first screen (issue 13).
 * Otherwise (an auth provider of its own, as in tests) the auth provider's getPermissions.
 */
export const useRole = (): string | undefined => {
  const sessionRole = useSyncExternalStore(subscribeSession, getRole, getRole);
  const { permissions, isPending } = usePermissions<string | undefined>(undefined, {
    staleTime: PERMISSIONS_STALE_MS,
    enabled: sessionRole === undefined,
  });
  return sessionRole ?? (isPending ? undefined : permissions);
};
