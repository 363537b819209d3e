import ContentPasteIcon from '@mui/icons-material/ContentPaste';
import { BulkStatusFlow } from './BulkStatusFlow';

/** List toolbar: change the status of the waybills whose tracking numbers are pasted. */
export const PasteStatusButton = () => (
  <BulkStatusFlow
    target={{ pasted: true }}
    label="waybillOps.bulk.pasteLabel"
    icon={<ContentPasteIcon />}
  />
);
