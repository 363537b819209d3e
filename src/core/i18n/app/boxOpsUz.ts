import type { boxOpsEn } from './boxOpsEn';

export const boxOpsUz: typeof boxOpsEn = {
  errors: {
    otherBatch: "Bu quti boshqa partiyada: uning o'z partiyasini tanlang",
    receivedTwice: 'Bu quti shu joyda allaqachon qabul qilingan',
  },
};
