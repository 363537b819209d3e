import type { tagsEn } from './tagsEn';

export const tagsCn: typeof tagsEn = {};
