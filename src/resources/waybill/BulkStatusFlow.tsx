import { Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useState, type ReactElement } from 'react';
import {
  Button,
  Form,
  required,
  SaveButton,
  SelectInput,
  TextInput,
  useCanAccess,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { resources } from '../../core/generated/registry';
import { useOpenedOnce } from '../../dialog/useOpenedOnce';
import { enumChoices } from '../../inputs/enumChoices';
import { useApiAction } from '../shared/useApiAction';
import {
  bulkStatusCall,
  type BulkStatusReport,
  type BulkStatusValues,
  type BulkTarget,
} from './bulkStatus';
import { BulkStatusReportDialog } from './BulkStatusReportDialog';
import { PastedCount } from './PastedCount';
import { useMayEnterStatus } from './useMayChangeStatus';

interface BulkStatusFlowProps {
  target: BulkTarget;
  /** i18n key of the button and the dialog's title. */
  label: string;
  icon: ReactElement;
  /** Once the report is read: e.g. clear the selection. */
  onDone?(): void;
}

const field = (name: string) => `resources.${resources.waybill.route}.fields.${name}`;

/**
 * A status change for many waybills: choose the status (and paste the numbers), send, then read
 * the report of what happened to each. Offered to the roles that may edit a waybill, as the API
 * checks.
 */
export const BulkStatusFlow = ({ target, label, icon, onDone }: BulkStatusFlowProps) => {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: resources.waybill.route, action: 'edit' });
  const [open, setOpen] = useState(false);
  const drawn = useOpenedOnce(open);
  const [report, setReport] = useState<BulkStatusReport>();
  const { run } = useApiAction();
  const refresh = useRefresh();
  const mayEnter = useMayEnterStatus();
  if (!canAccess) return null;
  const pasted = !('ids' in target);
  const onSubmit = async (values: BulkStatusValues) => {
    const errors = await run(bulkStatusCall(target, values, setReport));
    if (!errors) setOpen(false);
    return errors;
  };
  const closeReport = () => {
    setReport(undefined);
    refresh();
    onDone?.();
  };
  return (
    <>
      <Button label={label} onClick={() => setOpen(true)}>
        {icon}
      </Button>
      {drawn && (
        <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
          <Form onSubmit={onSubmit}>
            <DialogTitle>{translate(label)}</DialogTitle>
            <DialogContent>
              {pasted && (
                <>
                  <TextInput
                    source="trackingNumbers"
                    label="waybillOps.bulk.pasteHint"
                    validate={required()}
                    multiline
                    minRows={4}
                    maxRows={12}
                    autoFocus
                  />
                  <PastedCount source="trackingNumbers" />
                </>
              )}
              <SelectInput
                source="status"
                label={field('status')}
                choices={enumChoices('waybillStatus').filter((choice) =>
                  mayEnter(String(choice.id)),
                )}
                validate={required()}
              />
            </DialogContent>
            <DialogActions>
              <Button label="ra.action.cancel" onClick={() => setOpen(false)} />
              <SaveButton label="waybillOps.bulk.submit" icon={icon} />
            </DialogActions>
          </Form>
        </Dialog>
      )}
      <BulkStatusReportDialog report={report} onClose={closeReport} />
    </>
  );
};
