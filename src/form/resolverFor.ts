/**
 * A react-hook-form resolver built on the registry's validators: forms show the same messages
 * the demo API would send, before anything leaves the browser.
 */
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { FieldErrors as FieldErrorMessages } from '../core/registry/fieldErrors';
import { validateWrite, type WriteMode } from '../core/rules/validation';
import { toFormErrorMessage } from './formErrorMessage';
import { withRecordVersion } from './recordVersion';

function setPath(target: Record<string, unknown>, path: string[], value: unknown) {
  let node = target;
  path.slice(0, -1).forEach((key) => {
    node[key] ??= {};
    node = node[key] as Record<string, unknown>;
  });
  node[path[path.length - 1]] = value;
}

/** The validator's messages where react-hook-form looks for them, by path. */
export function toFormErrors(errors: FieldErrorMessages): FieldErrors<FieldValues> {
  const formErrors: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(errors)) {
    setPath(formErrors, path.split('.'), {
      type: 'validate',
      message: toFormErrorMessage(message),
    });
  }
  return formErrors as FieldErrors<FieldValues>;
}

export const resolverFor =
  (resourceName: string, mode: WriteMode): Resolver<FieldValues> =>
  async (values) => {
    const result = validateWrite(resourceName, values, mode);
    // What the form submits is what the validator made of the input: trimmed, blanks as null,
    // dates as ISO strings, defaults filled in, and only the resource's writable fields; an edit
    // (replace) adds the record's version, which the API checks against the stored one.
    if (result.ok) {
      const data = mode === 'replace' ? withRecordVersion(result.data, values) : result.data;
      return { values: data, errors: {} };
    }
    return { values: {}, errors: toFormErrors(result.errors) };
  };
