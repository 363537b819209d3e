/**
 * The road steps a parcel takes from one status to another (schema/enums.yaml `next`): a box
 * received further on carries its parcels there step by step, never skipping a scan, so each
 * parcel's history stays a true route (docs/decisions.md, "Waybill statuses").
 */
import { isFinal, isHold, nextValues } from '../rules/transitions';
import type { WaybillStatus } from './statusChange';

const FLOW = 'waybillStatus';

/**
 * The statuses after `from` up to `to`, the fewest steps through statuses that are neither holds
 * nor final; undefined when `to` cannot be reached so (a parcel already past it, or held).
 */
export function roadSteps(from: WaybillStatus, to: WaybillStatus): WaybillStatus[] | undefined {
  if (from === to) return [];
  if (isHold(FLOW, from) || isFinal(FLOW, from)) return undefined;
  const cameFrom = new Map<WaybillStatus, WaybillStatus>([[from, from]]);
  const queue: WaybillStatus[] = [from];
  while (queue.length > 0) {
    const status = queue.shift()!;
    for (const next of nextValues(FLOW, status) as WaybillStatus[]) {
      if (cameFrom.has(next) || isHold(FLOW, next)) continue;
      cameFrom.set(next, status);
      if (next === to) return pathTo(cameFrom, from, to);
      if (!isFinal(FLOW, next)) queue.push(next);
    }
  }
  return undefined;
}

function pathTo(
  cameFrom: ReadonlyMap<WaybillStatus, WaybillStatus>,
  from: WaybillStatus,
  to: WaybillStatus,
): WaybillStatus[] {
  const path: WaybillStatus[] = [];
  for (let status = to; status !== from; status = cameFrom.get(status)!) path.unshift(status);
  return path;
}
