import type { tagsEn } from './tagsEn';

export const tagsCn: typeof tagsEn = {
  label: '已打开的页面',
  closeTab: '关闭 %{title}',
  editTab: '%{action}：%{title}',
  menu: {
    refresh: '刷新',
    close: '关闭',
    others: '关闭其他',
    left: '关闭左侧',
    right: '关闭右侧',
    all: '关闭所有',
  },
};
