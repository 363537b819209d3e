import { useState, type ReactNode } from 'react';
import { ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import { useOpenedOnce } from '../../dialog/useOpenedOnce';
import { HeaderIconButton } from './HeaderIconButton';

export interface MenuOption<T extends string> {
  value: T;
  label: string;
}

interface HeaderMenuButtonProps<T extends string> {
  label: string;
  icon: ReactNode;
  options: readonly MenuOption<T>[];
  value: T;
  onChange: (value: T) => void;
}

/** A header button opening a menu of choices, the current one checked (language, theme). */
export function HeaderMenuButton<T extends string>({
  label,
  icon,
  options,
  value,
  onChange,
}: HeaderMenuButtonProps<T>) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const drawn = useOpenedOnce(anchor !== null);
  return (
    <>
      <HeaderIconButton
        label={label}
        icon={icon}
        hasPopup="menu"
        expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
      />
      {drawn && (
        <Menu
          anchorEl={anchor}
          open={anchor !== null}
          onClose={() => setAnchor(null)}
          slotProps={{ list: { 'aria-label': label, dense: true } }}
        >
          {options.map((option) => (
            <MenuItem
              key={option.value}
              role="menuitemradio"
              aria-checked={option.value === value}
              selected={option.value === value}
              onClick={() => {
                setAnchor(null);
                onChange(option.value);
              }}
            >
              <ListItemIcon>
                {option.value === value && <CheckIcon fontSize="small" />}
              </ListItemIcon>
              <ListItemText>{option.label}</ListItemText>
            </MenuItem>
          ))}
        </Menu>
      )}
    </>
  );
}
