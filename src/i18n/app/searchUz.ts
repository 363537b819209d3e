import type { searchEn } from './searchEn';

export const searchUz: typeof searchEn = {};
