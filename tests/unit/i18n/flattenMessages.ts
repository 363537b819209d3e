/** Leaf entries of a message tree keyed by their dotted i18n key, e.g. `ra.action.save`. */
export function flattenMessages(tree: object, prefix = ''): Map<string, unknown> {
  const leaves = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix + key;
    if (typeof value === 'object' && value !== null) {
      for (const [leafKey, leafValue] of flattenMessages(value, `${path}.`)) {
        leaves.set(leafKey, leafValue);
      }
    } else {
      leaves.set(path, value);
    }
  }
  return leaves;
}

/** The `%{...}` placeholders a message uses, in every plural form, sorted. */
export function placeholdersOf(message: string): string[] {
  return [...new Set(message.match(/%\{[^}]+\}/g) ?? [])].sort();
}
