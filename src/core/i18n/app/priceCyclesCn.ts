import type { priceCyclesEn } from './priceCyclesEn';

/** 价格周期与运费计价的提示。 */
export const priceCyclesCn: typeof priceCyclesEn = {
  errors: {
    bandGap: '第 %{level} 级：最小重量必须等于第 %{previous} 级的最大重量',
    overlap: '该所有者在这些日期已有价格周期',
  },
};
