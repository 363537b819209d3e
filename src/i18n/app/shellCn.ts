import type { shellEn } from './shellEn';

export const shellCn: typeof shellEn = {};
