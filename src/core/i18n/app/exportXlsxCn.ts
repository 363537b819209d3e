import type { exportXlsxEn } from './exportXlsxEn';

export const exportXlsxCn: typeof exportXlsxEn = {
  button: 'Excel',
};
