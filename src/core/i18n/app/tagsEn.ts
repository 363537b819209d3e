/** Messages of the tags feature (English; uz and cn mirror its keys). */
export const tagsEn = {
  label: 'Open pages',
  closeTab: 'Close %{title}',
  /** A record's edit tab, told apart from its show tab: `action` is ra.action.edit. */
  editTab: '%{action}: %{title}',
  menu: {
    refresh: 'Refresh',
    close: 'Close',
    others: 'Close others',
    left: 'Close tabs to the left',
    right: 'Close tabs to the right',
    all: 'Close all',
  },
};
