import type { shellEn } from './shellEn';

export const shellUz: typeof shellEn = {};
