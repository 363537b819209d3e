import { useEffect, useState } from 'react';
import { useRole } from '../../app/permissions';
import type { NotificationItem } from './notificationItem';
import { watchNotifications } from './watchNotifications';

/** The signed-in user's bell items; undefined until the first answer. */
export function useNotifications(): NotificationItem[] | undefined {
  const role = useRole();
  const [items, setItems] = useState<NotificationItem[]>();
  useEffect(() => {
    if (role === undefined) return;
    return watchNotifications(setItems);
  }, [role]);
  return items;
}
