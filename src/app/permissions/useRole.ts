import { usePermissions } from 'react-admin';

/** The signed-in user's role as the auth provider answers it; undefined while it loads. */
export const useRole = (): string | undefined => {
  const { permissions, isPending } = usePermissions<string | undefined>();
  return isPending ? undefined : permissions;
};
