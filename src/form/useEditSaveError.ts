import { useCallback, useState } from 'react';
import { useNotify } from 'react-admin';
import { editConflictOf, hasFieldErrors, type EditConflict } from './editConflict';

/**
 * The edit page's handling of a failed save. A stale save (409) becomes a conflict the page shows
 * with a reload offer; other failures are handled as react-admin does: field errors are on the
 * form already, anything else is notified. The form is never reset here: the input stays.
 */
export function useEditSaveError() {
  const notify = useNotify();
  const [conflict, setConflict] = useState<EditConflict>();

  const onError = useCallback(
    (error: unknown) => {
      const found = editConflictOf(error);
      if (found !== undefined) {
        setConflict(found);
        return;
      }
      if (hasFieldErrors(error)) return;
      const message =
        error instanceof Error && error.message !== ''
          ? error.message
          : 'ra.notification.http_error';
      notify(message, { type: 'error', messageArgs: { _: message } });
    },
    [notify],
  );

  const dismiss = useCallback(() => setConflict(undefined), []);

  return { conflict, onError, dismiss };
}
