import { resolve } from 'node:path';

/** The repository's root folder. */
export const ROOT = resolve(import.meta.dirname, '../..');
