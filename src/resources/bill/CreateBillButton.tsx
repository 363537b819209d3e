/**
 * The unsettled list's bulk button (createBill): the selected waybills, all of one company, make
 * a new bill on the chosen account date (today unless changed); the dialog shows their company
 * and total first; the bill's detail page opens. Shown to the roles the action admits, on
 * /settle/unSettlement only.
 */
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { useState } from 'react';
import { useListContext } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useListView } from '../../resourceViews/ListViewContext';
import { useRole } from '../../permissions/useRole';
import { tashkentDayAt } from '../../core/time/tashkent';
import { TashkentDateInput } from '../../inputs/TashkentDateInput';
import { actionMeta, actionPath, mayRunAction } from '../../core/rules/actions';
import { FormDialog } from '../shared/FormDialogButton';
import { BillSelectionSummary } from './BillSelectionSummary';

/** The storeKey of the companyUnsettled view (schema/pages.yaml). */
export const UNSETTLED_VIEW = 'settle/unSettlement';

const hasId = (answer: unknown): answer is { id: number } =>
  typeof answer === 'object' && answer !== null && 'id' in answer;

export const CreateBillButton = () => {
  const { storeKey } = useListView();
  const { selectedIds, onUnselectItems } = useListContext();
  const role = useRole();
  const navigate = useNavigate();
  const meta = actionMeta('bill', 'createBill');
  if (storeKey !== UNSETTLED_VIEW || !mayRunAction(meta, role)) return null;
  return (
    <FormDialog
      sendsDefaults
      label="bills.create.button"
      title="bills.create.title"
      titleArgs={{ smart_count: selectedIds.length }}
      icon={<ReceiptLongIcon />}
      toCall={(values) => ({
        path: actionPath(meta),
        method: meta.method,
        body: { waybillIds: selectedIds, accountDate: values.accountDate },
        success: 'notify.done',
        onDone: (answer) => {
          onUnselectItems();
          if (hasId(answer)) navigate(`/settle/detail/${answer.id}`);
        },
      })}
    >
      <BillSelectionSummary />
      <AccountDateInput />
    </FormDialog>
  );
};

/** The account date, today's (Tashkent) as the dialog opens unless changed. */
const AccountDateInput = () => {
  const [today] = useState(() => tashkentDayAt(Date.now()));
  return (
    <TashkentDateInput
      source="accountDate"
      label="resources.settle/bill.fields.accountDate"
      defaultValue={today}
      isRequired
    />
  );
};
