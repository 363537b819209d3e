/**
 * A link to a client's settlement detail (/clientSettle/detail/:id): in each row of the client
 * list (the record is the client) and of the client payment list (the record names the client).
 * Shown only to roles that may open the page.
 */
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { useRecordContext } from 'react-admin';
import { RowButton } from '../../resourceViews/RowButton';
import { Link } from 'react-router-dom';
import { useRole } from '../../permissions/useRole';
import { canAccessRoute } from '../../core/rules/access';

const DETAIL = '/clientSettle/detail/:id';

export const SettlementLink = () => {
  const record = useRecordContext();
  const role = useRole();
  // A payment names its client; a client is one.
  const clientId = record?.clientId ?? record?.id;
  if (clientId == null || !canAccessRoute(role, DETAIL)) return null;
  return (
    <RowButton
      component={Link}
      to={DETAIL.replace(':id', encodeURIComponent(String(clientId)))}
      label="clientMoney.settlement.open"
      onClick={(event) => event.stopPropagation()}
    >
      <ReceiptLongIcon />
    </RowButton>
  );
};
