/**
 * The bill detail page's bulk button (dropBillWaybills): the selected waybills leave the PENDING
 * bill and are unbilled again; the bill's figures refresh with the page. Shown only in that
 * page's list, for a PENDING bill, to the roles the action admits.
 */
import PlaylistRemoveIcon from '@mui/icons-material/PlaylistRemove';
import { useGetOne, useListContext } from 'react-admin';
import { useListView } from '../../resourceViews/ListViewContext';
import { useRole } from '../../permissions/useRole';
import { actionMeta, actionPath, matchesConditions, mayRunAction } from '../../core/rules/actions';
import { ConfirmAction } from '../shared/ConfirmActionButton';
import { routePathOf } from '../../core/rules/resourceNames';

/** The storeKey of the bill detail page's waybill list (pages/settlement/BillDetail). */
export const BILL_WAYBILLS_VIEW = 'settle/detail/waybills';

export const DropFromBillButton = () => {
  const { storeKey, filter } = useListView();
  const billId = storeKey === BILL_WAYBILLS_VIEW ? filter?.billId : undefined;
  const { data: bill } = useGetOne(
    routePathOf('bill'),
    { id: String(billId) },
    { enabled: billId !== undefined },
  );
  const { selectedIds, onUnselectItems } = useListContext();
  const role = useRole();
  const meta = actionMeta('bill', 'dropBillWaybills');
  if (!bill || !mayRunAction(meta, role)) return null;
  if (!matchesConditions(bill, meta.when)) return null;
  return (
    <ConfirmAction
      label="bills.drop.button"
      icon={<PlaylistRemoveIcon />}
      confirm="bills.drop.confirm"
      confirmArgs={{ smart_count: selectedIds.length, reference: bill.reference }}
      path={actionPath(meta, bill.id)}
      method={meta.method}
      body={{ waybillIds: selectedIds }}
      success="notify.done"
      onDone={() => onUnselectItems()}
    />
  );
};
