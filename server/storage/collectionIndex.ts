/**
 * In-memory indexes over one collection's records (the array lowdb holds), so that a list query
 * at 100,000 records reads a few thousand of them instead of filtering and sorting them all:
 * - ids -> records; every record also has a slot, a small integer the query engine marks;
 * - per field, built on first use and kept up to date on every change (valueKeys.ts says how a
 *   value is seen): equality maps (value -> slots), trimmed lower-case whole values (unique
 *   checks, pasted tracking numbers), lower-cased text and its text column (substring search),
 *   who has a value (`_exists`), and sorted orders (sortedSlots.ts) for sort and ranges.
 * The store (store.ts) is the only writer: it calls beforeChange / afterChange around every
 * change of a record in place, and insert / remove.
 */
import type { SortOrder } from '../../src/registry/types';
import { isBlank, recordComparator, type RecordComparator } from './recordOrder';
import { firstPosition, positionOf, sortedSlots } from './sortedSlots';
import { containing, searchable, textColumn, type TextColumn } from './textColumn';
import type { DbRecord } from './types';
import {
  equalityKeys,
  hasValue,
  lowerValue,
  normalKey,
  sameLowered,
  type Lowered,
} from './valueKeys';

export type Slots = ReadonlyMap<string, ReadonlySet<number>>;

/** Records with a value in a field (not blank, '' or []) and records without one. */
export interface Presence {
  filled: ReadonlySet<number>;
  empty: ReadonlySet<number>;
}

/** A run of a sorted order: the slots at positions from..to-1. */
export interface OrderSegment {
  slots: readonly number[];
  from: number;
  to: number;
}

interface SortedOrder {
  compare: RecordComparator;
  slots: number[];
}

/** Values of a field that are neither blank nor of the type a range binary search needs. */
interface TypeCounts {
  notNumber: number;
  notText: number;
}

/** Sort orders kept per collection; the least recently used one goes beyond this. */
const MAX_ORDERS = 24;

// server/waybills finds waybills by tracking number as the unique check compares them.
export { normalKey } from './valueKeys';

const registry = new WeakMap<readonly DbRecord[], CollectionIndex>();

/** The index kept over a stored collection's array, or undefined for any other array. */
export function indexFor(records: readonly DbRecord[]): CollectionIndex | undefined {
  return registry.get(records);
}

export class CollectionIndex {
  /** Grows on every change; a query result is only valid for the version it was made at. */
  version = 0;
  private readonly bySlot: (DbRecord | undefined)[] = [];
  private readonly freeSlots: number[] = [];
  private readonly slotById = new Map<string, number>();
  private readonly equalities = new Map<string, Map<string, Set<number>>>();
  private readonly normals = new Map<string, Map<string, Set<number>>>();
  /** Per field, by slot; a freed slot's entry is cleared, so a new record there differs. */
  private readonly loweredFields = new Map<string, (Lowered | undefined)[]>();
  private readonly orders = new Map<string, SortedOrder>();
  private readonly typeCounts = new Map<string, TypeCounts>();
  private readonly presences = new Map<string, { filled: Set<number>; empty: Set<number> }>();
  /** null: the field holds lists, which a text column cannot. */
  private readonly columns = new Map<string, TextColumn | null>();
  private marks = new Uint32Array(0);
  private stamp = 0;

  constructor(
    readonly name: string,
    readonly records: DbRecord[],
  ) {
    for (const record of records) this.attach(this.takeSlot(record));
    registry.set(records, this);
  }

  get(id: unknown): DbRecord | undefined {
    const slot = this.slotById.get(String(id));
    return slot === undefined ? undefined : this.bySlot[slot];
  }

  has(record: DbRecord): boolean {
    return this.get(record.id) === record;
  }

  recordAt(slot: number): DbRecord {
    return this.bySlot[slot] as DbRecord;
  }

  /** Slots in use are below this. */
  get slotLimit(): number {
    return this.bySlot.length;
  }

  slotOf(record: DbRecord): number | undefined {
    const slot = this.slotById.get(String(record.id));
    return slot !== undefined && this.bySlot[slot] === record ? slot : undefined;
  }

  /**
   * Marks for one query: `count` fresh values from `stamp` on, each above every value an earlier
   * query left in `marks`. Queries run synchronously, so one array serves them all uncleared.
   */
  startMarking(count: number): { marks: Uint32Array; stamp: number } {
    if (this.marks.length < this.bySlot.length || this.stamp + count > 0xffffffff) {
      this.marks = new Uint32Array(Math.max(this.bySlot.length * 2, 64));
      this.stamp = 0;
    }
    const stamp = this.stamp + 1;
    this.stamp += count;
    return { marks: this.marks, stamp };
  }

  equality(field: string): Slots {
    return this.lazy(this.equalities, field, () => {
      const map = new Map<string, Set<number>>();
      this.eachSlot((slot, record) => addKeys(map, equalityKeys(record[field]), slot));
      return map;
    });
  }

  normalized(field: string): Slots {
    return this.lazy(this.normals, field, () => {
      const map = new Map<string, Set<number>>();
      this.eachSlot((slot, record) => addKeys(map, [normalKey(record[field])], slot));
      return map;
    });
  }

  lowered(field: string): readonly (Lowered | undefined)[] {
    return this.lazy(this.loweredFields, field, () => {
      const lowered: (Lowered | undefined)[] = [];
      this.eachSlot((slot, record) => (lowered[slot] = lowerValue(record[field])));
      return lowered;
    });
  }

  presence(field: string): Presence {
    return this.lazy(this.presences, field, () => {
      const built = { filled: new Set<number>(), empty: new Set<number>() };
      this.eachSlot((slot, record) =>
        (hasValue(record[field]) ? built.filled : built.empty).add(slot),
      );
      return built;
    });
  }

  /**
   * The slots whose lower-cased value (not a list) contains `needle`, found in the field's text
   * column; undefined when the field holds lists or the needle cannot be searched that way.
   */
  containing(field: string, needle: string): number[] | undefined {
    if (!searchable(needle)) return undefined;
    let column = this.columns.get(field);
    if (column === undefined) {
      const lowered = this.lowered(field);
      column = textColumn(lowered, (slot) => this.bySlot[slot] !== undefined) ?? null;
      this.columns.set(field, column);
    }
    return column ? containing(column, needle) : undefined;
  }

  hasOrder(field: string, order: SortOrder): boolean {
    return this.orders.has(`${field}\u0000${order}`);
  }

  /** The slots of every record in list order for this field and direction. */
  order(field: string, order: SortOrder): readonly number[] {
    const key = `${field}\u0000${order}`;
    let sorted = this.orders.get(key);
    if (sorted) {
      // Most recently used last, so the first one is the one to drop.
      this.orders.delete(key);
    } else {
      sorted = {
        compare: recordComparator(field, order),
        slots: sortedSlots(this.bySlot, this.slotsInUse(), field, order),
      };
      if (this.orders.size >= MAX_ORDERS) this.orders.delete(this.orders.keys().next().value!);
    }
    this.orders.set(key, sorted);
    return sorted.slots;
  }

  /** Sorts some slots as `order` would list them. */
  sortSlots(slots: readonly number[], field: string, order: SortOrder): number[] {
    return sortedSlots(this.bySlot, slots, field, order);
  }

  /**
   * The records whose value is at least / at most `bound`, as a run of the ascending order, when
   * the field's values allow it: all numbers for a number bound, all text for a text bound (an
   * `lte` text bound compares the value's prefix of the bound's length, which keeps the order).
   * Undefined when they do not; the caller then tests every record.
   */
  rangeSegment(
    field: string,
    side: 'gte' | 'lte',
    bound: number | string,
  ): OrderSegment | undefined {
    const counts = this.lazy(this.typeCounts, field, () => {
      const built: TypeCounts = { notNumber: 0, notText: 0 };
      this.eachSlot((_slot, record) => countType(built, record[field], 1));
      return built;
    });
    if ((typeof bound === 'number' ? counts.notNumber : counts.notText) > 0) return undefined;
    const slots = this.order(field, 'ASC');
    const valueAt = (position: number) => this.recordAt(slots[position])[field];
    // Blanks come last: the values end where the first blank is.
    const end = firstPosition(slots.length, (position) => isBlank(valueAt(position)));
    if (side === 'gte') {
      const from = firstPosition(
        end,
        (position) => (valueAt(position) as number | string) >= bound,
      );
      return { slots, from, to: end };
    }
    const above =
      typeof bound === 'number'
        ? (position: number) => (valueAt(position) as number) > bound
        : (position: number) => (valueAt(position) as string).slice(0, bound.length) > bound;
    return { slots, from: 0, to: firstPosition(end, above) };
  }

  /** A new record at the end of the array (or at `position`, to undo a delete). */
  insert(record: DbRecord, position = this.records.length): void {
    this.records.splice(position, 0, record);
    this.attach(this.takeSlot(record));
  }

  /** Takes the record out of the indexes before its fields change in place. */
  beforeChange(record: DbRecord): void {
    this.detach(this.requireSlot(record));
  }

  /** Puts the record back into the indexes once its fields have changed (not its id). */
  afterChange(record: DbRecord): void {
    this.attach(this.requireSlot(record));
  }

  /** Removes the record; answers where it was in the array. */
  remove(record: DbRecord): number {
    const slot = this.requireSlot(record);
    this.detach(slot);
    const position = this.records.indexOf(record);
    this.records.splice(position, 1);
    this.slotById.delete(String(record.id));
    this.bySlot[slot] = undefined;
    for (const lowered of this.loweredFields.values()) lowered[slot] = undefined;
    this.columns.clear();
    this.freeSlots.push(slot);
    return position;
  }

  private takeSlot(record: DbRecord): number {
    const slot = this.freeSlots.pop() ?? this.bySlot.length;
    this.bySlot[slot] = record;
    this.slotById.set(String(record.id), slot);
    return slot;
  }

  private requireSlot(record: DbRecord): number {
    const slot = this.slotOf(record);
    if (slot === undefined) throw new Error(`Record ${String(record.id)} is not in ${this.name}`);
    return slot;
  }

  private *slotsInUse(): Generator<number> {
    for (let slot = 0; slot < this.bySlot.length; slot++) if (this.bySlot[slot]) yield slot;
  }

  private eachSlot(visit: (slot: number, record: DbRecord) => void): void {
    this.bySlot.forEach((record, slot) => {
      if (record) visit(slot, record);
    });
  }

  private lazy<T>(built: Map<string, T>, field: string, build: () => T): T {
    let value = built.get(field);
    if (value === undefined) {
      value = build();
      built.set(field, value);
    }
    return value;
  }

  private attach(slot: number): void {
    this.version++;
    const record = this.recordAt(slot);
    for (const [field, map] of this.equalities) addKeys(map, equalityKeys(record[field]), slot);
    for (const [field, map] of this.normals) addKeys(map, [normalKey(record[field])], slot);
    for (const [field, lowered] of this.loweredFields) {
      const value = lowerValue(record[field]);
      // The text column is made again only when the text it holds changes.
      if (!sameLowered(lowered[slot], value)) this.columns.delete(field);
      lowered[slot] = value;
    }
    for (const [field, counts] of this.typeCounts) countType(counts, record[field], 1);
    for (const [field, { filled, empty }] of this.presences)
      (hasValue(record[field]) ? filled : empty).add(slot);
    for (const { compare, slots } of this.orders.values()) {
      const position = firstPosition(
        slots.length,
        (at) => compare(this.recordAt(slots[at]), record) > 0,
      );
      slots.splice(position, 0, slot);
    }
  }

  private detach(slot: number): void {
    this.version++;
    const record = this.recordAt(slot);
    for (const [field, map] of this.equalities) removeKeys(map, equalityKeys(record[field]), slot);
    for (const [field, map] of this.normals) removeKeys(map, [normalKey(record[field])], slot);
    for (const [field, counts] of this.typeCounts) countType(counts, record[field], -1);
    for (const { filled, empty } of this.presences.values()) {
      filled.delete(slot);
      empty.delete(slot);
    }
    for (const { compare, slots } of this.orders.values()) {
      slots.splice(
        positionOf(slots, slot, (at) => compare(this.recordAt(slots[at]), record)),
        1,
      );
    }
  }
}

function addKeys(map: Map<string, Set<number>>, keys: readonly string[], slot: number): void {
  for (const key of keys) {
    const slots = map.get(key);
    if (slots) slots.add(slot);
    else map.set(key, new Set([slot]));
  }
}

function removeKeys(map: Map<string, Set<number>>, keys: readonly string[], slot: number): void {
  for (const key of keys) {
    const slots = map.get(key);
    slots?.delete(slot);
    if (slots?.size === 0) map.delete(key);
  }
}

function countType(counts: TypeCounts, value: unknown, step: 1 | -1): void {
  if (isBlank(value)) return;
  if (typeof value !== 'number' || !Number.isFinite(value)) counts.notNumber += step;
  if (typeof value !== 'string') counts.notText += step;
}
