import type { searchEn } from './searchEn';

export const searchCn: typeof searchEn = {
  open: '搜索',
  shortcut: '搜索（Ctrl+K 或 /）',
  placeholder: '按名称查找页面，或按单号、编号、电话查找记录',
  recent: '最近打开',
  pages: '页面',
  records: '记录',
  searching: '正在搜索…',
  empty: '没有与“%{query}”匹配的结果',
  hint: '↑ ↓ 选择，Enter 打开，Esc 关闭',
};
