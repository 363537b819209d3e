import { ListItemText, ListSubheader, Menu, MenuItem, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { currentRoute } from '../../routing/currentRoute';
import type { NotificationItem } from '../../core/stats/notifications';

interface NotificationsMenuProps {
  anchor: HTMLElement | null;
  onClose(): void;
  /** The kinds with records waiting. */
  waiting: readonly NotificationItem[];
}

/** The bell's menu: what waits for the user's action, each leading to the list that shows it. */
const NotificationsMenu = ({ anchor, onClose, waiting }: NotificationsMenuProps) => {
  const translate = useTranslate();

  /** A kind this build has no words for is named after the page it leads to. */
  const label = (item: NotificationItem) => {
    const pageTitle = currentRoute(item.path)?.titleKey;
    return translate(`notifications.items.${item.key}`, {
      _: pageTitle ? translate(pageTitle, { smart_count: 2 }) : '',
    });
  };

  return (
    <Menu anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      <ListSubheader sx={{ lineHeight: '36px' }}>{translate('notifications.title')}</ListSubheader>
      {waiting.map((item) => (
        <MenuItem key={item.key} component={Link} to={item.link} onClick={onClose}>
          <ListItemText primary={label(item)} sx={{ mr: 3 }} />
          <Typography variant="body2" color="error" fontWeight="bold">
            {item.count}
          </Typography>
        </MenuItem>
      ))}
      {waiting.length === 0 && <MenuItem disabled>{translate('notifications.empty')}</MenuItem>}
    </Menu>
  );
};

export default NotificationsMenu;
