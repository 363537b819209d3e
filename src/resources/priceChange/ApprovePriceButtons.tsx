/** Row actions of a pending price change: approve (the waybill takes the new price) or reject. */
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { useRecordContext } from 'react-admin';
import { resources } from '../../generated/registry';
import { ConfirmActionButton } from '../shared/ConfirmActionButton';

export const ApprovePriceButtons = () => {
  const record = useRecordContext();
  if (record?.status !== 'PENDING') return null;
  const path = `${resources.priceChange.api}/${record.id}`;
  return (
    <>
      <ConfirmActionButton
        element="approvePrice"
        label="recordActions.approvePrice.approve"
        icon={<CheckIcon />}
        confirm="recordActions.approvePrice.confirmApprove"
        confirmArgs={{ price: record.newPrice }}
        path={`${path}/approve`}
        success="notify.done"
      />
      <ConfirmActionButton
        element="approvePrice"
        label="recordActions.approvePrice.reject"
        icon={<CloseIcon />}
        confirm="recordActions.approvePrice.confirmReject"
        path={`${path}/reject`}
        success="notify.done"
      />
    </>
  );
};
