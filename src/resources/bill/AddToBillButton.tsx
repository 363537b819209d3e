/**
 * The unsettled list's second bulk button (addBillWaybills): the selected waybills join a PENDING
 * bill of their company, chosen in a dialog. Waybills of several companies fit no bill (the API
 * refuses them): the dialog says so and offers none. A refusal is shown, translated, in the dialog
 * and the selection stays, so the user can change either. Shown to the roles the action admits,
 * on /settle/unSettlement only.
 */
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import { Alert, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useState } from 'react';
import {
  Button,
  Form,
  ReferenceInput,
  SaveButton,
  SelectInput,
  required,
  useListContext,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { useListView } from '../../resourceViews/ListViewContext';
import { useSelectedRecords } from '../../resourceViews/useSelectedRecords';
import { useRole } from '../../permissions/useRole';
import type { SubmissionErrors } from '../../dataProvider/submissionErrors';
import { actionMeta, actionPath, mayRunAction } from '../../core/rules/actions';
import { useApiAction } from '../shared/useApiAction';
import { UNSETTLED_VIEW } from './CreateBillButton';
import { routePathOf } from '../../core/rules/resourceNames';

/** Every message of the API's field errors (they name `waybillIds`, which has no input here). */
const messagesOf = (errors: SubmissionErrors): string[] =>
  Object.values(errors).flatMap((error) =>
    typeof error === 'string' ? [error] : messagesOf(error),
  );

export const AddToBillButton = () => {
  const { storeKey } = useListView();
  const { selectedIds } = useListContext();
  const role = useRole();
  const meta = actionMeta('bill', 'addBillWaybills');
  const [open, setOpen] = useState(false);
  if (storeKey !== UNSETTLED_VIEW || !mayRunAction(meta, role)) return null;
  return (
    <>
      <Button label="bills.add.button" onClick={() => setOpen(true)}>
        <PlaylistAddIcon />
      </Button>
      {open && (
        <AddToBillDialog
          waybillIds={selectedIds}
          path={(billId) => actionPath(meta, billId)}
          method={meta.method}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
};

interface AddToBillDialogProps {
  waybillIds: Identifier[];
  path(billId: Identifier): string;
  method: ReturnType<typeof actionMeta>['method'];
  onClose(): void;
}

const AddToBillDialog = ({ waybillIds, path, method, onClose }: AddToBillDialogProps) => {
  const translate = useTranslate();
  const { onUnselectItems } = useListContext();
  const { run } = useApiAction();
  const [error, setError] = useState<string>();
  // The selection's companies, of waybills selected on other pages too; unknown while they load.
  const waybills = useSelectedRecords();
  const companies = waybills && [...new Set(waybills.map((waybill) => waybill.companyId))];
  const companyId = companies?.length === 1 ? companies[0] : undefined;
  const mixed = companies !== undefined && companies.length > 1;
  const onSubmit = async (values: Record<string, unknown>) => {
    setError(undefined);
    const fieldErrors = await run({
      path: path(values.billId as Identifier),
      method,
      body: { waybillIds },
      success: 'notify.done',
      onError: (message) => setError(translate(message, { _: message })),
      onDone: () => {
        onUnselectItems();
        onClose();
      },
    });
    if (fieldErrors) setError(messagesOf(fieldErrors).join('; '));
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <Form onSubmit={onSubmit}>
        <DialogTitle>
          {translate('bills.add.title', { smart_count: waybillIds.length })}
        </DialogTitle>
        <DialogContent>
          {mixed && (
            <Alert severity="warning" role="alert">
              {translate('bills.add.oneCompanyOnly')}
            </Alert>
          )}
          {companyId !== undefined && (
            <ReferenceInput
              source="billId"
              reference={routePathOf('bill')}
              filter={{ status: 'PENDING', companyId }}
            >
              <SelectInput optionText="reference" label="bills.add.bill" validate={required()} />
            </ReferenceInput>
          )}
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.cancel" onClick={onClose} />
          {companyId !== undefined && <SaveButton label="ra.action.confirm" />}
        </DialogActions>
      </Form>
    </Dialog>
  );
};
