/** A catalogue of messages: nested keys down to message texts. */
export type MessageTree = { [key: string]: unknown };

function isTree(value: unknown): value is MessageTree {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function mergeTrees(target: MessageTree, source: object): MessageTree {
  const merged: MessageTree = { ...target };
  for (const [key, value] of Object.entries(source)) {
    const existing = merged[key];
    merged[key] = isTree(existing) && isTree(value) ? mergeTrees(existing, value) : value;
  }
  return merged;
}

/** Deep merge of message trees into a new one; a later tree wins where both define a string. */
export function mergeMessages<T extends object>(base: T, ...overlays: object[]): T {
  return overlays.reduce<T>(
    // The cast is sound: overlays only add or replace branches, so every key of base is kept.
    (merged, overlay) => mergeTrees(merged as MessageTree, overlay) as T,
    base,
  );
}
