import type { floorReceiveEn } from './floorReceiveEn';

export const floorReceiveCn: typeof floorReceiveEn = {
  scanPrompt: '扫描包裹的运单号',
  weighPrompt: '称重 %{trackingNumber}：输入重量（公斤，量了尺寸也请输入），然后按 Enter',
  codeField: '运单号：扫描或输入，然后按 Enter',
  weight: '重量，公斤',
  length: '长，厘米',
  width: '宽，厘米',
  height: '高，厘米',
  weigh: '称重 (Enter)',
  card: {
    client: '客户',
    company: '公司',
    pvz: '自提点',
    status: '状态',
    none: '无',
  },
  answers: {
    known: { title: '已找到：%{trackingNumber}', next: '输入重量并按 Enter' },
    created: {
      title: '新的无主包裹：%{trackingNumber}',
      next: '输入重量并按 Enter，然后放到无主包裹货架',
    },
    weighed: { title: '%{status}：%{freight}', next: '已称重 %{weight}。扫描下一个包裹' },
    unpriced: {
      title: '%{status}：无价格',
      next: '已称重 %{weight}，但其所有人没有生效的价格周期：请告知财务人员。扫描下一个包裹',
    },
    noOwner: {
      title: '已称重 %{weight}，无主',
      next: '放到无主包裹货架。扫描下一个包裹',
    },
    held: { title: '已搁置：%{trackingNumber}', next: '不要称重：放到一边交给主管' },
    locked: {
      title: '未重新称重：%{trackingNumber}',
      next: '保持原重量；如有错误请询问财务人员',
    },
    refused: { title: '未完成：%{trackingNumber}', next: '阅读提示后重新扫描' },
    undone: { title: '已撤销：%{trackingNumber}', next: '重新称重，或扫描下一个包裹' },
    badWeight: { title: '不是重量：%{weight}', next: '以公斤输入重量，例如 1.25' },
    kept: {
      title: '已保存：%{trackingNumber}',
      next: '继续扫描：网络恢复后收货；之后再次扫描以称重',
    },
  },
  session: {
    title: '本次扫描记录',
    empty: '还没有扫描',
    undo: '撤销',
    results: {
      known: '已找到',
      created: '已创建，无主',
      weighed: '已称重',
      unpriced: '已称重，无价格',
      noOwner: '已称重，无主',
      held: '已搁置',
      locked: '未重新称重',
      refused: '未完成',
      undone: '已撤销',
    },
  },
  scale: {
    connect: '连接电子秤',
    connected: '电子秤已连接：稳定读数会填入重量',
    failed: '无法读取电子秤：请输入重量',
  },
  printAfter: '称重后打印标签',
  errors: {
    held: {
      UN_LAWFUL: '该包裹在违禁列表中：不予称重，请放到一边交给主管',
      ISSUE: '该包裹有未解决的问题：不予称重，请交给处理问题的员工',
      DAMAGED: '该包裹被标记为已损坏：不予称重，请放到一边交给主管',
    },
    paid: '该包裹已付款：此处不能再修改其重量',
    confirmedBill: '该包裹在已确认的账单中：此处不能再修改其重量',
    pastWarehouse: '该包裹已离开中国仓库：不在此处称重',
    nothingToUndo: '无可撤销：该包裹的最后一次修改不是称重',
  },
};
