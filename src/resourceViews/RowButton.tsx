import { IconButton, Tooltip } from '@mui/material';
import { createContext, useContext, type ElementType, type ReactNode } from 'react';
import { Button, useTranslate, type ButtonProps } from 'react-admin';

const InRow = createContext(false);

/** Marks the buttons inside as a list row's: each is drawn as its icon (RowButton). */
export const RowButtons = ({ children }: { children: ReactNode }) => (
  <InRow.Provider value={true}>{children}</InRow.Provider>
);

/**
 * react-admin's Button with its label, except in a list's row: there it is its icon, named by the
 * label (as its tooltip and accessible name), so that a row stays one line and the table fits
 * (a label such as "Withdraw the price" wrapped onto three lines and halved the rows a screen
 * showed). On a phone react-admin's Button is an icon already.
 */
export const RowButton = <C extends ElementType = 'button'>({
  label,
  children,
  disabled,
  ...props
}: ButtonProps<C>) => {
  const inRow = useContext(InRow);
  const translate = useTranslate();
  if (!inRow)
    return (
      // The props are the Button's own, for whichever component it is drawn as.
      <Button label={label} disabled={disabled} {...(props as ButtonProps)}>
        {children}
      </Button>
    );
  const name = typeof label === 'string' ? translate(label, { _: label }) : undefined;
  return (
    <Tooltip title={name ?? ''}>
      {/* A disabled button gets no pointer events: the tooltip listens on its wrapper. */}
      <span>
        <IconButton
          aria-label={name}
          color="primary"
          size="small"
          disabled={disabled}
          // The rest is the Button's own (onClick, or component and to for a link), which
          // IconButton takes alike; its props type is not the Button's, hence the widening.
          {...(props as Record<string, unknown>)}
        >
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
};
