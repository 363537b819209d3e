/**
 * The state machines of schema/enums.yaml (`next`, `hold`, `final`), read by the API that
 * enforces them and by the UI that offers only allowed changes.
 */
import { enums } from '../generated/registry';

/**
 * The values `from` may change to. A hold (unlawful, no owner, issue, damaged) may also go back
 * to `heldFrom`, the value it was entered from.
 */
export function nextValues(enumName: string, from: string, heldFrom?: string): string[] {
  const flow = enums[enumName]?.flow;
  if (!flow) return enums[enumName]?.values.filter((value) => value !== from) ?? [];
  const next = flow.next[from] ?? [];
  const back = flow.hold.includes(from) && heldFrom && heldFrom !== from ? [heldFrom] : [];
  return [...new Set([...back, ...next])];
}

export function canChange(enumName: string, from: string, to: string, heldFrom?: string): boolean {
  return nextValues(enumName, from, heldFrom).includes(to);
}

export function isFinal(enumName: string, value: string): boolean {
  return enums[enumName]?.flow?.final.includes(value) ?? false;
}

export function isHold(enumName: string, value: string): boolean {
  return enums[enumName]?.flow?.hold.includes(value) ?? false;
}

/** Whether `role` may change a record to `value` (schema/enums.yaml `setBy`; none: any editor). */
export function maySetValue(enumName: string, role: string | undefined, value: string): boolean {
  const setBy = enums[enumName]?.flow?.setBy;
  if (!setBy) return true;
  return role !== undefined && (setBy[value] ?? []).includes(role);
}
