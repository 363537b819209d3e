/**
 * react-admin's own notices where SPEC 8 words them: a save says 'Successfully saved!' (or the
 * resource's `messages.created`: a new SMS is 'Successfully sent!'), an invalid form 'Form
 * validation failed', an empty required field 'Cannot be empty', a failed call 'Error occurred!'.
 * The words are the app catalogue's, written once there; this lays them over react-admin's keys
 * (and the per-resource keys react-admin looks up first), in every language alike.
 */
import { resources } from '../core/generated/registry';
import type { AppMessages } from '../core/i18n/app';

/** The app catalogue's text under a key such as `notify.sent` (codegen checks that it is one). */
function appText(app: AppMessages, key: string): string {
  let node: unknown = app;
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  return String(node);
}

export function raWording(app: AppMessages) {
  const created = Object.values(resources).flatMap(({ route, createdMessage }) =>
    createdMessage ? [[route, { notifications: { created: appText(app, createdMessage) } }]] : [],
  );
  return {
    ra: {
      notification: {
        created: app.notify.saved,
        updated: app.notify.saved,
        deleted: app.notify.deleted,
        http_error: app.errors.generic,
      },
      message: { invalid_form: app.validation.formFailed },
      validation: { required: app.validation.required },
    },
    resources: Object.fromEntries(created),
  };
}
