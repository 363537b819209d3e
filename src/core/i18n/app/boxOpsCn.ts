import type { boxOpsEn } from './boxOpsEn';

export const boxOpsCn: typeof boxOpsEn = {
  errors: {
    otherBatch: '该箱子属于其他批次：请选择它所在的批次',
    receivedTwice: '该箱子已在此地点收货',
    noSuchBox: '没有此编号的箱子',
    boxClosed: '此箱已封箱：重新开箱后才能加入包裹',
    boxOpen: '此箱已经是打开的',
    boxLeft: '此箱已离开义乌：其包裹不能再更改',
    otherBoxClosed: '该包裹所在的箱子已封箱：请先重新开箱',
    countDiffers: '箱内包裹数量已变化：请核对数量后再封箱',
    weightDiffers:
      '箱重 %{weight} 公斤，包裹合计 %{parcelsWeight} 公斤：相差超过 %{tolerance} 公斤。请重新称重或确认',
    notArrivalPoint: '批次只能到达乌恰、奥什或塔什干',
    arrivalFinished: '该批次在此地点的到货已完成',
    arrivalStale: '期间有新的扫描：请核对数量后重新完成',
  },
};
