/**
 * Row action of the promo code list: the referral list (/marketing/referrals) filtered to the
 * clients who registered with this code. Shown only to roles that may open that list.
 */
import ShareIcon from '@mui/icons-material/Share';
import { useRecordContext } from 'react-admin';
import { RowButton } from '../../resourceViews/RowButton';
import { Link } from 'react-router-dom';
import { useRole } from '../../permissions/useRole';
import { canAccessRoute } from '../../core/rules/access';

const REFERRALS = '/marketing/referrals';

export const ReferralsLink = () => {
  const record = useRecordContext();
  const role = useRole();
  if (!record || !canAccessRoute(role, REFERRALS)) return null;
  const filter = encodeURIComponent(JSON.stringify({ promoCodeId: record.id }));
  return (
    <RowButton
      component={Link}
      to={`${REFERRALS}?filter=${filter}`}
      label="clientMoney.cashback.referrals"
      onClick={(event) => event.stopPropagation()}
    >
      <ShareIcon />
    </RowButton>
  );
};
