import type { waybillOpsEn } from './waybillOpsEn';

export const waybillOpsCn: typeof waybillOpsEn = {
  delayDays: '%{smart_count} 天及以上',
  show: {
    history: '状态历史（塔什干时间）',
  },
  timeline: {
    label: '状态历史',
    empty: '状态尚未变更',
    byAt: '%{by} · %{at}',
  },
  bulk: {
    selectedLabel: '修改状态',
    pasteLabel: '按运单号改状态',
    pasteHint: '运单号（粘贴，任意分隔符）',
    pastedCount: '%{smart_count} 个运单号',
    submit: '修改状态',
    reportTitle: '状态修改报告',
    reportStatus: '新状态：',
    trackingNumber: '运单号',
    outcomeColumn: '结果',
    fromColumn: '原状态',
    outcome: {
      changed: '已修改',
      unchanged: '已是该状态',
      notFound: '未找到',
      notAllowed: '不允许',
    },
  },
  server: {
    statusRefused: '不允许此状态变更',
    transitionNotAllowed: '状态不能从「%{from}」变更为「%{to}」。可变更为：%{allowed}',
    transitionNotAllowedNone: '状态不能从「%{from}」变更为「%{to}」，也不能变更为其他状态',
    statusNotForRole: '您的角色不能将状态从「%{from}」变更为「%{to}」。您可变更为：%{allowed}',
    statusNotForRoleNone: '您的角色不能将状态从「%{from}」变更为「%{to}」，也不能变更为其他状态',
    handoverUnpaid: '尚未付款：货件付款后才能交付',
    handoverUnbilled: '尚未出账：公司的货件在向公司出账后才能交付',
    handoverUnpriced: '尚无最终运费：货件定价并付款后才能交付',
    noHeldFrom: '此运单未记录搁置前的状态',
    bulkEmpty: '请选择运单或输入运单号',
    bulkTooMany: '一次最多 %{max} 个运单',
    noClientKeepsNone: '无主货件没有客户：请使用“解除客户关联”',
    clientKeptUntilDetached: '只有“解除客户关联”才能解除货件的客户',
  },
};
