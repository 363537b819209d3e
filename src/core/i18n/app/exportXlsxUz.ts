import type { exportXlsxEn } from './exportXlsxEn';

export const exportXlsxUz: typeof exportXlsxEn = {
  button: 'Excel',
};
