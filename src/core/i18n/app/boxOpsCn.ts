import type { boxOpsEn } from './boxOpsEn';

export const boxOpsCn: typeof boxOpsEn = {
  errors: {
    otherBatch: '该箱子属于其他批次：请选择它所在的批次',
    receivedTwice: '该箱子已在此地点收货',
  },
};
