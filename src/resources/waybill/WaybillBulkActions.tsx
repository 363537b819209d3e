import PublishedWithChangesIcon from '@mui/icons-material/PublishedWithChanges';
import { useListContext } from 'react-admin';
import { BulkActions } from '../../app/resource/BulkActions';
import { BulkStatusFlow } from './BulkStatusFlow';

/** Buttons for the selected waybills: change their status, delete them. */
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
      <BulkActions />
    </>
  );
};
