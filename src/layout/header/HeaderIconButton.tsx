import type { MouseEvent, ReactNode } from 'react';
import { IconButton, Tooltip } from '@mui/material';

export interface HeaderIconButtonProps {
  /** Translated; the button's accessible name and tooltip. */
  label: string;
  icon: ReactNode;
  onClick: (event: MouseEvent<HTMLElement>) => void;
  pressed?: boolean;
  hasPopup?: 'menu' | 'dialog';
  expanded?: boolean;
  /** Hidden on phones, where the header has no room for every button. */
  wideOnly?: boolean;
}

/** A header button: an icon, its name in a tooltip. */
export const HeaderIconButton = ({
  label,
  icon,
  onClick,
  pressed,
  hasPopup,
  expanded,
  wideOnly = false,
}: HeaderIconButtonProps) => (
  <Tooltip title={label}>
    <IconButton
      color="inherit"
      aria-label={label}
      aria-pressed={pressed}
      aria-haspopup={hasPopup}
      aria-expanded={expanded}
      onClick={onClick}
      sx={wideOnly ? { display: { xs: 'none', sm: 'inline-flex' } } : undefined}
    >
      {icon}
    </IconButton>
  </Tooltip>
);
