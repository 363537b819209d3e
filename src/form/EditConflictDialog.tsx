import RefreshIcon from '@mui/icons-material/Refresh';
import EditNoteIcon from '@mui/icons-material/EditNote';
import { Confirm, useLocaleState } from 'react-admin';
import { formatTashkentDate } from '../format/dateTime';
import { useOpenedOnce } from '../dialog/useOpenedOnce';
import type { EditConflict } from './editConflict';

interface EditConflictDialogProps {
  conflict: EditConflict | undefined;
  reloading: boolean;
  /** Refetches the record into the form, discarding the input. */
  onReload: () => void;
  /** Closes the dialog; the form keeps what was typed. */
  onKeepInput: () => void;
}

/**
 * Says who saved the record since the form was opened and when (Tashkent time, as the app shows
 * datetimes), and lets the user choose: reload, or keep the input (to copy it, say) and decide
 * later. Without who and when from the server, its own translated message is shown.
 */
export const EditConflictDialog = ({
  conflict,
  reloading,
  onReload,
  onKeepInput,
}: EditConflictDialogProps) => {
  const [locale] = useLocaleState();
  const drawn = useOpenedOnce(conflict !== undefined);
  const { updatedBy, updatedAt, message } = conflict ?? {};
  if (!drawn) return null;
  const named = updatedBy !== undefined && updatedAt !== undefined;
  return (
    <Confirm
      isOpen={conflict !== undefined}
      loading={reloading}
      title="editConflict.title"
      content={named ? 'editConflict.changedBy' : (message ?? 'editConflict.changed')}
      contentTranslateOptions={
        named
          ? { user: updatedBy, at: formatTashkentDate(updatedAt, true, locale) }
          : { _: message }
      }
      confirm="editConflict.reload"
      ConfirmIcon={RefreshIcon}
      cancel="editConflict.keepInput"
      CancelIcon={EditNoteIcon}
      onConfirm={onReload}
      onClose={onKeepInput}
    />
  );
};
