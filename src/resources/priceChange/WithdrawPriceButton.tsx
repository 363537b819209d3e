/**
 * Row action: withdraw a price change (SPEC 4, 'This will remove the price'): a PENDING request
 * is deleted, an APPROVED one gives the waybill its previous price back (withdrawPrice). The
 * registry's action button, with its label and question from priceChange.yaml.
 */
import UndoIcon from '@mui/icons-material/Undo';
import { ActionButton } from '../shared/ActionButton';

export const WithdrawPriceButton = () => (
  <ActionButton resourceName="priceChange" action="withdrawPrice" icon={<UndoIcon />} />
);
