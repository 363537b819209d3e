/** Messages of the search feature (English; uz and cn mirror its keys). */
export const searchEn = {
  open: 'Search',
  shortcut: 'Search (Ctrl+K or /)',
  placeholder: 'A page by its name, a record by its number, code or phone',
  recent: 'Recently opened',
  pages: 'Pages',
  records: 'Records',
  searching: 'Searching…',
  empty: 'Nothing matches "%{query}"',
  hint: '↑ ↓ to choose, Enter to open, Esc to close',
};
