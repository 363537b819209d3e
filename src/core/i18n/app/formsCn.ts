import type { formsEn } from './formsEn';

/** 表单自身的文字：分区、文字计数、推算的数值。 */
export const formsCn: typeof formsEn = {
  otherFields: '其他',
  characters: '%{count} / %{max} 字',
  product: '由 %{factors} 算出',
};
