import type { searchEn } from './searchEn';

export const searchCn: typeof searchEn = {};
