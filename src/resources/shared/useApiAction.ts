/**
 * Calls a business action of the API (docs/api.md "Actions") the way react-admin's own buttons
 * save: a success notification and a refresh, errors shown in the user's language (the API
 * translates them), a 401 ending the session. Field errors go back to the form that sent them.
 */
import { useCallback, useState } from 'react';
import { HttpError, useLogoutIfAccessDenied, useNotify, useRefresh } from 'react-admin';
import { request, type HttpMethod } from '../../dataProvider/apiClient';
import type { SubmissionErrors } from '../../dataProvider/submissionErrors';

export interface ApiActionCall {
  /** Under /api, e.g. `waybills/12/detach`. */
  path: string;
  method?: HttpMethod;
  body?: unknown;
  /** i18n key of the success message (SPEC 8), e.g. `notify.done`. */
  success: string;
  /** Receives the API's answer (a report to show) once the action has succeeded. */
  onDone?(answer: unknown): void;
  /** False when the caller refreshes the page itself (once its report is read). */
  refresh?: boolean;
  /** Receives the translated refusal instead of a notification (a dialog that shows it itself). */
  onError?(message: string): void;
}

export interface ApiAction {
  /** Resolves to the field errors of a refused form, else undefined (done, or notified). */
  run(call: ApiActionCall): Promise<SubmissionErrors | undefined>;
  isPending: boolean;
}

export function useApiAction(): ApiAction {
  const notify = useNotify();
  const refresh = useRefresh();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const [isPending, setPending] = useState(false);

  const run = useCallback(
    async ({
      path,
      method = 'POST',
      body,
      success,
      onDone,
      refresh: reload = true,
      onError,
    }: ApiActionCall) => {
      setPending(true);
      try {
        const answer = await request(path, { method, body });
        notify(success, { type: 'success' });
        if (reload) refresh();
        onDone?.(answer);
        return undefined;
      } catch (error) {
        if (await logoutIfAccessDenied(error)) return undefined;
        const fieldErrors = fieldErrorsOf(error);
        if (fieldErrors) return fieldErrors;
        // The API's message arrives translated; an i18n key (no answer at all) is translated here.
        const message = error instanceof Error ? error.message : 'errors.actionFailed';
        if (onError) {
          onError(message);
          return undefined;
        }
        notify(message, { type: 'error', messageArgs: { _: message } });
        return undefined;
      } finally {
        setPending(false);
      }
    },
    [notify, refresh, logoutIfAccessDenied],
  );
  return { run, isPending };
}

/** apiClient puts the API's field errors, shaped for react-admin forms, on the HttpError body. */
function fieldErrorsOf(error: unknown): SubmissionErrors | undefined {
  if (!(error instanceof HttpError)) return undefined;
  const errors = (error.body as { errors?: SubmissionErrors } | null)?.errors;
  return errors && typeof errors === 'object' ? errors : undefined;
}
