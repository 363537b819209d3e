/** Row action: withdrawing a changed price deletes the price change (SPEC 4). */
import UndoIcon from '@mui/icons-material/Undo';
import { useRecordContext } from 'react-admin';
import { resources } from '../../core/generated/registry';
import { ConfirmActionButton } from '../shared/ConfirmActionButton';

export const WithdrawPriceButton = () => {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <ConfirmActionButton
      element="withdrawPrice"
      label="recordActions.withdrawPrice.label"
      icon={<UndoIcon />}
      confirm="confirm.withdrawPrice"
      path={`${resources.priceChange.api}/${record.id}`}
      method="DELETE"
      success="notify.done"
    />
  );
};
