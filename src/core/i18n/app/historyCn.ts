import type { historyEn } from './historyEn';

export const historyCn: typeof historyEn = {
  tabs: { details: '详情', history: '历史' },
  label: '变更历史',
  empty: '此记录尚无变更记录。',
  failed: '无法加载历史：%{message}',
  columns: { at: '时间', user: '操作人', action: '操作', changes: '变更' },
  change: { field: '字段', before: '变更前', after: '变更后', none: '没有字段变更' },
  actions: {
    create: '已创建',
    update: '已编辑',
    delete: '已删除',
    changePassword: '已修改密码',
    load: '已加载演示数据',
  },
};
