/** Row action of the unlawful waybills: off the list, back to All with its earlier status. */
import SettingsBackupRestoreIcon from '@mui/icons-material/SettingsBackupRestore';
import { useRecordContext } from 'react-admin';
import { resources } from '../../generated/registry';
import { ConfirmActionButton } from '../shared/ConfirmActionButton';

export const RemoveUnlawfulButton = () => {
  const record = useRecordContext();
  if (record?.status !== 'UN_LAWFUL') return null;
  return (
    <ConfirmActionButton
      element="removeUnlawful"
      label="recordActions.removeUnlawful.label"
      icon={<SettingsBackupRestoreIcon />}
      confirm="confirm.removeUnlawful"
      path={`${resources.waybill.api}/${record.id}/remove-unlawful`}
      success="notify.done"
    />
  );
};
