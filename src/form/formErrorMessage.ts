import type { ValidationMessage } from '../core/registry/fieldErrors';

/**
 * react-hook-form keeps error messages as strings; react-admin reads a key with arguments from a
 * string in this format and translates it when it shows the error (ra-core ValidationError).
 */
const RA_MESSAGE_PREFIX = '@@react-admin@@';

export const toFormErrorMessage = ({ message, args }: ValidationMessage): string =>
  args && Object.keys(args).length > 0
    ? `${RA_MESSAGE_PREFIX}${JSON.stringify({ message, args })}`
    : message;
