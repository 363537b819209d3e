/**
 * Statistics that are tables (archive days, settlement reports) page, sort and filter like any
 * list of the contract: `s`, `sort`, `range`, with Content-Range and X-Total-Count. They reuse
 * the list engine of the resources over rows described by a small ResourceMeta of their own.
 */
import type { Request, Response } from 'express';
import type { FieldMeta, FilterOperator, ResourceMeta } from '../../src/core/registry/types';
import { sendError, statusKey } from '../http/sendError';
import { readListParams } from '../resources/listParams';
import type { DbRecord } from '../db/types';
import { queryRows } from '../resources/listQuery';

type RowFieldType = 'string' | 'number' | 'integer' | 'date';

/** A column of a statistics table: sortable, filtered by `filter` (range for numbers and days). */
export function rowField(name: string, type: RowFieldType, filter?: FilterOperator): FieldMeta {
  const common = {
    name,
    required: false,
    readOnly: true,
    places: ['list' as const],
    sortable: true,
  };
  const operator = filter ?? (type === 'string' ? 'exact' : 'range');
  return type === 'string'
    ? { ...common, type, unique: false, filter: operator }
    : { ...common, type, filter: operator };
}

export interface RowsMeta {
  /** The name in Content-Range, e.g. `archives`. */
  name: string;
  sort: ResourceMeta['sort'];
  fields: FieldMeta[];
}

export function sendRows<Row extends { id: string | number }>(
  req: Request,
  res: Response,
  rows: RowsMeta,
  records: readonly Row[],
  now: Date,
): void {
  const meta: ResourceMeta = {
    name: rows.name,
    route: rows.name,
    api: rows.name,
    icon: '',
    recordRepresentation: 'id',
    sort: rows.sort,
    fields: rows.fields,
  };
  const read = readListParams(meta, req.query);
  const result = read.ok ? queryRows(records.map(asRecord), meta, read.params, now) : read;
  if (!result.ok) return sendError(res, 400, statusKey(400), result.errors);
  const { items, start, total } = result;
  const span = items.length > 0 ? `${start}-${start + items.length - 1}` : '*';
  res.set({
    'Content-Range': `${rows.name} ${span}/${total}`,
    'X-Total-Count': String(total),
    'Access-Control-Expose-Headers': 'Content-Range, X-Total-Count',
  });
  res.json(items);
}

/** A row as the list engine takes it; it compares ids as text, so a text id (a day) is fine. */
const asRecord = <Row extends { id: string | number }>(row: Row): DbRecord =>
  ({ ...row }) as unknown as DbRecord;
