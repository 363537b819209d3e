/** Row action: pay the cashback due on a promo code. */
import PaymentsIcon from '@mui/icons-material/Payments';
import { useRecordContext } from 'react-admin';
import { resources } from '../../generated/registry';
import { ConfirmActionButton } from '../shared/ConfirmActionButton';

export const PayCashbackButton = () => {
  const record = useRecordContext();
  if (!record || !(Number(record.cashbackToPay) > 0)) return null;
  return (
    <ConfirmActionButton
      element="payCashback"
      label="recordActions.payCashback.label"
      icon={<PaymentsIcon />}
      confirm="recordActions.payCashback.confirm"
      confirmArgs={{ amount: record.cashbackToPay, code: record.code }}
      path={`${resources.promoCode.api}/${record.id}/pay-cashback`}
      success="notify.cashbackPaid"
    />
  );
};
