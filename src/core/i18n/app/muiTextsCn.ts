import type { muiTextsEn } from './muiTextsEn';

/** MUI components' own texts in Chinese (see muiTextsEn.ts). */
export const muiTextsCn: typeof muiTextsEn = {
  noOptions: '无选项',
  loading: '加载中…',
  open: '打开',
  close: '关闭',
  clear: '清除',
  showPath: '显示路径',
  firstPage: '第一页',
  lastPage: '最后一页',
  nextPage: '下一页',
  previousPage: '上一页',
  pagination: '分页',
  page: '第 %{page} 页',
};
