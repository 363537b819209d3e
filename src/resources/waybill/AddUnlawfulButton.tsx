/** Toolbar action of the unlawful waybills: the "add unlawful tracking code" dialog. */
import BlockIcon from '@mui/icons-material/Block';
import { TextInput, required } from 'react-admin';
import { resources } from '../../generated/registry';
import { FormDialogButton } from '../shared/FormDialogButton';

export const AddUnlawfulButton = () => (
  <FormDialogButton
    element="addUnlawful"
    label="recordActions.addUnlawful.label"
    icon={<BlockIcon />}
    toCall={({ trackingNumber }) => ({
      path: `${resources.waybill.api}/unlawful`,
      body: { trackingNumber },
      success: 'notify.done',
    })}
  >
    <TextInput
      source="trackingNumber"
      label={`resources.${resources.waybill.route}.fields.trackingNumber`}
      validate={required()}
      autoFocus
    />
  </FormDialogButton>
);
