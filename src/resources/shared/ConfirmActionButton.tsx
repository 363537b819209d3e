/**
 * A button that asks for confirmation, then calls a business action. Rendered only for roles the
 * registry admits to its element (schema/roles.yaml `elements`), which the API checks as well.
 */
import { useState, type MouseEvent, type ReactElement } from 'react';
import { Confirm } from 'react-admin';
import { RowButton } from '../../resourceViews/RowButton';
import { IfElement } from '../../permissions';
import { useOpenedOnce } from '../../dialog/useOpenedOnce';
import { useApiAction, type ApiActionCall } from './useApiAction';

export interface ConfirmActionButtonProps extends ApiActionCall {
  element: string;
  /** i18n key of the button. */
  label: string;
  icon: ReactElement;
  /** i18n key of the question, e.g. `confirm.detachTrack`, and its arguments; none: no question. */
  confirm?: string;
  confirmArgs?: Record<string, unknown>;
}

export const ConfirmActionButton = ({ element, ...props }: ConfirmActionButtonProps) => (
  <IfElement name={element}>
    <ConfirmAction {...props} />
  </IfElement>
);

/** The button (and its question), for whoever decided the user may use it. */
export const ConfirmAction = ({
  label,
  icon,
  confirm,
  confirmArgs,
  ...call
}: Omit<ConfirmActionButtonProps, 'element'>) => {
  const [open, setOpen] = useState(false);
  const drawn = useOpenedOnce(open);
  const { run, isPending } = useApiAction();
  const openConfirm = (event: MouseEvent) => {
    event.stopPropagation(); // a row action: the click must not open the row
    if (confirm) setOpen(true);
    else void run(call);
  };
  const onConfirm = async () => {
    await run(call);
    setOpen(false);
  };
  return (
    <>
      <RowButton label={label} onClick={openConfirm} disabled={isPending}>
        {icon}
      </RowButton>
      {drawn && (
        <Confirm
          isOpen={open && confirm !== undefined}
          loading={isPending}
          title="confirm.title"
          content={confirm ?? ''}
          contentTranslateOptions={confirmArgs}
          onConfirm={onConfirm}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
};
