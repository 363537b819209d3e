/** A weight typed with a comma or a point, in kg; undefined when it is no positive number. */
export function typedWeight(text: string): number | undefined {
  const weight = Number(text.trim().replace(',', '.'));
  return Number.isFinite(weight) && weight > 0 ? weight : undefined;
}
