/**
 * The folders that still reach each other, as the folder check (folderCycles.ts) found them when it
 * came: each one a knot to untie (docs/decisions.md, "Folders"). Take a folder out of its knot
 * once nothing closes a cycle through it; never add one.
 */
export const KNOWN_FOLDER_KNOTS: readonly (readonly string[])[] = [
  ['src/generated', 'src/layout', 'src/pages', 'src/resourceViews', 'src/resources', 'src/routing'],
];
