import type { searchEn } from './searchEn';

export const searchCn: typeof searchEn = {
  open: '搜索页面',
  shortcut: '搜索页面（Ctrl+K 或 /）',
  placeholder: '按名称查找页面',
  recent: '最近打开',
  pages: '页面',
  empty: '没有与“%{query}”匹配的页面',
  hint: '↑ ↓ 选择，Enter 打开，Esc 关闭',
};
