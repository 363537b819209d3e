/** Row action: the parcel is no longer linked to its client (SPEC 2, 8). */
import LinkOffIcon from '@mui/icons-material/LinkOff';
import { useRecordContext } from 'react-admin';
import { resources } from '../../generated/registry';
import { ConfirmActionButton } from '../shared/ConfirmActionButton';

export const DetachTrackButton = () => {
  const record = useRecordContext();
  // The API refuses the others: a parcel with no client, or one on the unlawful list.
  if (!record?.clientId || record.status === 'UN_LAWFUL') return null;
  return (
    <ConfirmActionButton
      element="detachTrack"
      label="recordActions.detachTrack.label"
      icon={<LinkOffIcon />}
      confirm="confirm.detachTrack"
      path={`${resources.waybill.api}/${record.id}/detach`}
      success="notify.done"
    />
  );
};
