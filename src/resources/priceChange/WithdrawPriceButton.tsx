/**
 * Row action: withdraw a price change (SPEC 4, 'This will remove the price'): a PENDING request
 * is deleted, an APPROVED one gives the waybill its previous price back (withdrawPrice).
 */
import UndoIcon from '@mui/icons-material/Undo';
import { useRecordContext } from 'react-admin';
import { actionMeta, actionPath, matchesConditions } from '../../core/registry/actions';
import { ConfirmActionButton } from '../shared/ConfirmActionButton';

export const WithdrawPriceButton = () => {
  const record = useRecordContext();
  const meta = actionMeta('priceChange', 'withdrawPrice');
  if (!record || !matchesConditions(record, meta.when)) return null;
  return (
    <ConfirmActionButton
      element="withdrawPrice"
      label="recordActions.withdrawPrice.label"
      icon={<UndoIcon />}
      confirm="confirm.withdrawPrice"
      path={actionPath(meta, record.id)}
      success="notify.done"
    />
  );
};
