/** The part of a JSON Schema a form labels: objects' properties and arrays' items. */
export interface JsonSchemaPart {
  properties?: Record<string, JsonSchemaPart>;
  items?: JsonSchemaPart | JsonSchemaPart[] | boolean;
}

/** The label key of an array's item (`buttons.item`), its number as %{n}. */
export const ITEM_LABEL = 'item';

/** An array's one item schema: tuples and `items: true` have no labelled item. */
export const itemOf = (part: JsonSchemaPart): JsonSchemaPart | undefined =>
  typeof part.items === 'object' && !Array.isArray(part.items) ? part.items : undefined;

/**
 * The dotted paths under a json field that need a label (`parts:` in the YAML): every property,
 * an array item's properties under the array's path (`buttons.text`), and each array of objects'
 * item title (`buttons.item`).
 */
export function jsonLabelPaths(part: JsonSchemaPart, path = ''): string[] {
  const at = (name: string) => (path ? `${path}.${name}` : name);
  const item = itemOf(part);
  return [
    ...Object.entries(part.properties ?? {}).flatMap(([name, child]) => [
      at(name),
      ...jsonLabelPaths(child, at(name)),
    ]),
    ...(item?.properties ? [at(ITEM_LABEL), ...jsonLabelPaths(item, path)] : []),
  ];
}
