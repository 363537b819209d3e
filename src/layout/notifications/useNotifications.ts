import { useEffect, useEffectEvent, useState } from 'react';
import { useLogoutIfAccessDenied } from 'react-admin';
import { useRole } from '../../permissions';
import type { NotificationItem } from '../../core/stats/notifications';
import { watchNotifications } from './watchNotifications';

/** The signed-in user's bell items; undefined until the first answer. */
export function useNotifications(): NotificationItem[] | undefined {
  const role = useRole();
  const [items, setItems] = useState<NotificationItem[]>();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  // A poll answered 401 ends the session the way every other call does (authProvider.checkError).
  const onError = useEffectEvent((error: unknown) => void logoutIfAccessDenied(error));
  useEffect(() => {
    if (role === undefined) return;
    return watchNotifications(setItems, (error) => onError(error));
  }, [role]);
  return items;
}
