import { lazy, Suspense, useState } from 'react';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { Badge } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useOpenedOnce } from '../../dialog/useOpenedOnce';
import { HeaderIconButton } from '../header/HeaderIconButton';
import { useNotifications } from './useNotifications';

// Loaded at the first opening: only the badge is on the first screen.
const NotificationsMenu = lazy(() => import('./NotificationsMenu'));

/**
 * The header's bell: the number of records waiting for the user's action, and a menu of what
 * they are, each leading to the list that shows them.
 */
export const NotificationsBell = () => {
  const translate = useTranslate();
  const items = useNotifications() ?? [];
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const opened = useOpenedOnce(anchor !== null);
  const waiting = items.filter((item) => item.count > 0);
  const total = waiting.reduce((sum, item) => sum + item.count, 0);

  return (
    <>
      <HeaderIconButton
        label={translate('notifications.open')}
        icon={
          <Badge badgeContent={total} color="error" max={999}>
            <NotificationsIcon />
          </Badge>
        }
        hasPopup="menu"
        expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
      />
      {opened && (
        <Suspense fallback={null}>
          <NotificationsMenu anchor={anchor} onClose={() => setAnchor(null)} waiting={waiting} />
        </Suspense>
      )}
    </>
  );
};
