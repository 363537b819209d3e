import type { clientPageEn } from './clientPageEn';

export const clientPageCn: typeof clientPageEn = {
  parcels: {
    title: '按状态的包裹',
    all: '全部包裹',
    none: '该客户还没有包裹',
  },
  settlement: {
    title: '付款与欠款',
  },
};
