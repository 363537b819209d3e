/**
 * A react-hook-form resolver built on the registry's validators: forms show the same messages
 * the demo API would send, before anything leaves the browser.
 */
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { validateWrite, type WriteMode } from '../../registry/validation';
import { toFormErrorMessage } from './formErrorMessage';

function setPath(target: Record<string, unknown>, path: string[], value: unknown) {
  let node = target;
  path.slice(0, -1).forEach((key) => {
    node[key] ??= {};
    node = node[key] as Record<string, unknown>;
  });
  node[path[path.length - 1]] = value;
}

export const resolverFor =
  (resourceName: string, mode: WriteMode): Resolver<FieldValues> =>
  async (values) => {
    const result = validateWrite(resourceName, values, mode);
    if (result.ok) return { values, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const [path, message] of Object.entries(result.errors)) {
      setPath(errors, path.split('.'), { type: 'validate', message: toFormErrorMessage(message) });
    }
    return { values: {}, errors: errors as FieldErrors<FieldValues> };
  };
