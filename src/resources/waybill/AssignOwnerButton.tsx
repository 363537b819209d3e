/** Row action of the unclear waybills: give a parcel with no owner its client. */
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { AutocompleteInput, ReferenceInput, required, useRecordContext } from 'react-admin';
import { resources } from '../../generated/registry';
import { FormDialogButton } from '../shared/FormDialogButton';

export const AssignOwnerButton = () => {
  const record = useRecordContext();
  if (!record || record.status !== 'NO_CLIENT') return null;
  return (
    <FormDialogButton
      element="assignOwner"
      label="recordActions.assignOwner.label"
      title="recordActions.assignOwner.title"
      titleArgs={{ trackingNumber: record.trackingNumber }}
      icon={<PersonAddIcon />}
      toCall={({ clientId }) => ({
        path: `${resources.waybill.api}/${record.id}/assign-owner`,
        body: { clientId },
        success: 'notify.done',
      })}
    >
      <ReferenceInput source="clientId" reference={resources.client.route}>
        <AutocompleteInput
          label={`resources.${resources.waybill.route}.fields.clientId`}
          validate={required()}
        />
      </ReferenceInput>
    </FormDialogButton>
  );
};
