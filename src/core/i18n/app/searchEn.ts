/** Messages of the search feature (English; uz and cn mirror its keys). */
export const searchEn = {
  open: 'Search pages',
  shortcut: 'Search pages (Ctrl+K or /)',
  placeholder: 'Find a page by its name',
  recent: 'Recently opened',
  pages: 'Pages',
  empty: 'No page matches "%{query}"',
  hint: '↑ ↓ to choose, Enter to open, Esc to close',
};
