/**
 * A button that opens a small form in a dialog and sends it to a business action; the API's
 * field errors appear on the fields. Rendered only for roles admitted to its element.
 */
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useState, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { Button, Form, SaveButton, useTranslate } from 'react-admin';
import { RowButton } from '../../resourceViews/RowButton';
import type { FieldValues, Resolver } from 'react-hook-form';
import { IfElement } from '../../permissions';
import { useOpenedOnce } from '../../dialog/useOpenedOnce';
import { useApiAction, type ApiActionCall } from './useApiAction';

type FormValues = Record<string, unknown>;

export interface FormDialogButtonProps {
  element: string;
  /** i18n key of the button; also the dialog title unless `title` says otherwise. */
  label: string;
  title?: string;
  titleArgs?: Record<string, unknown>;
  icon: ReactElement;
  /** The call to make with the form's values. */
  toCall(values: FormValues): ApiActionCall;
  /** The inputs. */
  children: ReactNode;
  /**
   * Its inputs start with values worth sending as they are (a default date, what remains due):
   * confirming is offered before anything is typed.
   */
  sendsDefaults?: boolean;
}

export const FormDialogButton = ({ element, ...props }: FormDialogButtonProps) => (
  <IfElement name={element}>
    <FormDialog {...props} />
  </IfElement>
);

const stop = (event: MouseEvent) => event.stopPropagation();

/** The button and its dialog, for whoever decided the user may use it. */
export const FormDialog = ({
  label,
  title = label,
  titleArgs,
  icon,
  toCall,
  resolver,
  children,
  sendsDefaults = false,
}: Omit<FormDialogButtonProps, 'element'> & { resolver?: Resolver<FieldValues> }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const drawn = useOpenedOnce(open);
  const { run } = useApiAction();
  const onSubmit = async (values: FormValues) => {
    const errors = await run(toCall(values));
    if (!errors) setOpen(false);
    return errors;
  };
  return (
    // In a list row, clicks (also those inside the dialog, which React bubbles through the
    // portal) must not open the row.
    <span onClick={stop}>
      <RowButton label={label} onClick={() => setOpen(true)}>
        {icon}
      </RowButton>
      {drawn && (
        <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
          <Form onSubmit={onSubmit} resolver={resolver}>
            <DialogTitle>{translate(title, titleArgs)}</DialogTitle>
            <DialogContent>{children}</DialogContent>
            <DialogActions>
              <Button label="ra.action.cancel" onClick={() => setOpen(false)} />
              <SaveButton label="ra.action.confirm" alwaysEnable={sendsDefaults} />
            </DialogActions>
          </Form>
        </Dialog>
      )}
    </span>
  );
};
