import PublishedWithChangesIcon from '@mui/icons-material/PublishedWithChanges';
import { useListContext } from 'react-admin';
import { BulkActions } from '../../resourceViews/BulkActions';
import { AddToBillButton } from '../bill/AddToBillButton';
import { CreateBillButton } from '../bill/CreateBillButton';
import { DropFromBillButton } from '../bill/DropFromBillButton';
import { BulkStatusFlow } from './BulkStatusFlow';

/** Buttons for the selected waybills: change their status, bill them or add them to a
 * pending bill (unsettled list), drop them from their pending bill (bill detail), delete them. */
export const WaybillBulkActions = () => {
  const { selectedIds, onUnselectItems } = useListContext();
  return (
    <>
      <BulkStatusFlow
        target={{ ids: selectedIds }}
        label="waybillOps.bulk.selectedLabel"
        icon={<PublishedWithChangesIcon />}
        onDone={() => onUnselectItems()}
      />
      <CreateBillButton />
      <AddToBillButton />
      <DropFromBillButton />
      <BulkActions />
    </>
  );
};
