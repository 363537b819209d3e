import type { tagsEn } from './tagsEn';

export const tagsUz: typeof tagsEn = {};
