import CloseIcon from '@mui/icons-material/Close';
import { Box, ButtonBase, IconButton } from '@mui/material';
import type { KeyboardEvent, MouseEvent } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { hrefOf, type VisitedView } from './tagList';

interface TagTabProps {
  view: VisitedView;
  label: string;
  active: boolean;
  onClose(view: VisitedView): void;
  onMenu(view: VisitedView, at: { top: number; left: number }): void;
}

const MIDDLE_BUTTON = 1;

/**
 * One tab: a link to its page (with the query string it was left at) and, unless it is fixed, a
 * close button. The middle button and the Delete key close it too; a right click (or the
 * keyboard's context-menu key) opens the tab menu.
 */
export const TagTab = ({ view, label, active, onClose, onMenu }: TagTabProps) => {
  const translate = useTranslate();
  const closable = !view.fixed;
  const openMenu = (event: MouseEvent<HTMLElement>) => {
    event.preventDefault();
    // A menu opened from the keyboard has no pointer position: put it under the tab.
    const box = event.currentTarget.getBoundingClientRect();
    const fromKeyboard = event.clientX === 0 && event.clientY === 0;
    onMenu(
      view,
      fromKeyboard
        ? { top: box.bottom, left: box.left }
        : { top: event.clientY, left: event.clientX },
    );
  };
  const onAuxClick = (event: MouseEvent) => {
    if (event.button !== MIDDLE_BUTTON) return;
    // Instead of the browser's "open the link in a new tab".
    event.preventDefault();
    if (closable) onClose(view);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Delete' && closable) onClose(view);
  };
  return (
    <Box
      component="span"
      data-tab={view.path}
      onContextMenu={openMenu}
      onAuxClick={onAuxClick}
      // No autoscroll cursor on a middle press.
      onMouseDown={(event) => event.button === MIDDLE_BUTTON && event.preventDefault()}
      onKeyDown={onKeyDown}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        flexShrink: 0,
        height: 26,
        border: 1,
        borderRadius: 1,
        fontSize: 12,
        borderColor: active ? 'primary.main' : 'divider',
        bgcolor: active ? 'primary.main' : 'background.paper',
        color: active ? 'primary.contrastText' : 'text.primary',
      }}
    >
      <ButtonBase
        component={Link}
        to={hrefOf(view)}
        aria-current={active ? 'page' : undefined}
        sx={{ height: '100%', px: 1, font: 'inherit', color: 'inherit', whiteSpace: 'nowrap' }}
      >
        {label}
      </ButtonBase>
      {closable && (
        <IconButton
          size="small"
          aria-label={translate('tags.closeTab', { title: label })}
          onClick={() => onClose(view)}
          sx={{ p: 0.25, mr: 0.5, color: 'inherit' }}
        >
          <CloseIcon sx={{ fontSize: 14 }} />
        </IconButton>
      )}
    </Box>
  );
};
