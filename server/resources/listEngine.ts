/**
 * A list query over a stored collection's indexes (storage/collectionIndex.ts), giving the same
 * answer as filtering and sorting every record (listQuery.ts does that for plain arrays):
 * 1. the records each indexed condition selects (an equality lookup, ids, a range as a run of a
 *    sorted order) are intersected by marking them, smallest set first;
 * 2. the other conditions are tested on what is left (every record when nothing is indexed;
 *    lower-cased text for substring tests comes from the index);
 * 3. the page: the matches sorted, or the field's sorted order walked until the page is full,
 *    whichever costs less.
 * The last pages answered are kept per collection, keyed by its version and the query: the same
 * list asked again before any write to the collection is not worked out again.
 */
import type { SortOrder } from '../../src/registry/types';
import type { CollectionIndex, Slots } from '../storage/collectionIndex';
import type { DbRecord } from '../storage/types';
import { matches, type Condition } from './listConditions';

export interface Page {
  items: DbRecord[];
  total: number;
}

type Sort = { field: string; order: SortOrder };

interface Candidates {
  condition: Condition;
  size: number;
  /** True when they are exactly the records that meet the condition, not only a superset. */
  exact: boolean;
  forEach(visit: (slot: number) => void): void;
}

/** Roughly what one comparison of a sort costs next to one step of a walk. */
const SORT_WEIGHT = 4;
/** How many queries a newly built sorted order is expected to serve. */
const ORDER_SHARED_BY = 8;
/** A set this many times larger than the smallest is cheaper to test than to intersect. */
const INTERSECT_RATIO = 8;
/** Substrings are searched in a text column unless a lookup leaves less than 1/this of the records. */
const TEXT_SCAN_RATIO = 32;
/** Pages kept per collection, and the largest page kept (an export is not). */
const CACHED_PAGES = 64;
const CACHED_ITEMS = 1000;
const caches = new WeakMap<CollectionIndex, Map<string, Page>>();

/** Matches from position `start` to `end` (exclusive, may be Infinity) in `sort` order. */
export function queryIndex(
  index: CollectionIndex,
  conditions: readonly Condition[],
  sort: Sort,
  start: number,
  end: number,
): Page {
  let cache = caches.get(index);
  if (!cache) caches.set(index, (cache = new Map()));
  const key = JSON.stringify([index.version, sort, start, end, conditions], (_name, value) =>
    value instanceof Set ? [...(value as Set<unknown>)] : value === Infinity ? null : value,
  );
  let page = cache.get(key);
  // Most recently used last, so the first one is the one to drop.
  if (page) cache.delete(key);
  else page = answer(index, conditions, sort, start, end);
  if (page.items.length <= CACHED_ITEMS) cache.set(key, page);
  if (cache.size > CACHED_PAGES) cache.delete(cache.keys().next().value!);
  // A copy: the caller may change its array, not the kept one.
  return { items: [...page.items], total: page.total };
}

function answer(
  index: CollectionIndex,
  conditions: readonly Condition[],
  sort: Sort,
  start: number,
  end: number,
): Page {
  if (conditions.length === 0) {
    const order = index.order(sort.field, sort.order);
    return {
      items: order.slice(start, end).map((slot) => index.recordAt(slot)),
      total: order.length,
    };
  }
  const { marks, hit, total, collect } = matching(index, conditions);
  const last = Math.min(end, total);
  if (last <= start) return { items: [], total };
  const size = index.records.length;
  // A sorted order not built yet costs a sort of everything first; it is kept and serves the
  // next queries, so its cost is counted as shared by a few of them.
  const building = index.hasOrder(sort.field, sort.order)
    ? 0
    : (size * Math.log2(size) * SORT_WEIGHT) / ORDER_SHARED_BY;
  const walkSteps = (last * size) / total + building;
  const sortSteps = total * Math.log2(total + 1) * SORT_WEIGHT;
  let page: number[];
  if (walkSteps < sortSteps) {
    page = [];
    const order = index.order(sort.field, sort.order);
    let seen = 0;
    for (let position = 0; position < order.length && seen < last; position++) {
      if (marks[order[position]] !== hit) continue;
      if (seen >= start) page.push(order[position]);
      seen++;
    }
  } else {
    page = index.sortSlots(collect(), sort.field, sort.order).slice(start, last);
  }
  return { items: page.map((slot) => index.recordAt(slot)), total };
}

/**
 * Marks every match `hit` in `marks` and counts them; `collect` lists them (only a sort needs
 * them as a list; a walk of a sorted order reads the marks).
 */
function matching(index: CollectionIndex, conditions: readonly Condition[]) {
  const sets: Candidates[] = [];
  const tested: Condition[] = [];
  const looked = conditions.map((condition) => ({
    condition,
    set: candidatesOf(index, condition),
  }));
  // A text scan pays off only when no lookup narrows the records down much already.
  const narrowest = Math.min(...looked.map(({ set }) => set?.size ?? Infinity));
  const scanText = narrowest > index.records.length / TEXT_SCAN_RATIO;
  for (const { condition, set } of looked) {
    const candidates = set ?? (scanText ? textCandidates(index, condition) : undefined);
    if (candidates) sets.push(candidates);
    if (!candidates?.exact) tested.push(condition);
  }
  sets.sort((a, b) => a.size - b.size);
  const intersected = sets.filter((set, position) => {
    const small = position === 0 || set.size <= sets[0].size * INTERSECT_RATIO;
    if (!small && set.exact) tested.push(set.condition);
    return small;
  });
  // Each intersected set takes the marks of the previous one to its own stamp; then `hit`, and
  // `listed` once collected (a slot may be in a set twice: a list value matching two keys).
  const { marks, stamp } = index.startMarking(intersected.length + 3);
  const hit = stamp + intersected.length + 1;
  const listed = hit + 1;
  intersected.forEach((set, step) => {
    const previous = stamp + step - 1;
    const current = stamp + step;
    set.forEach((slot) => {
      if (step === 0 || marks[slot] === previous) marks[slot] = current;
    });
  });
  const survived = stamp + intersected.length - 1;
  const tests = tested.map((condition) => slotTest(index, condition));
  const everySlot = (visit: (slot: number) => void) => {
    const limit = index.slotLimit;
    for (let slot = 0; slot < limit; slot++) if (index.recordAt(slot) !== undefined) visit(slot);
  };
  const source = intersected.length > 0 ? intersected[0].forEach : everySlot;
  let total = 0;
  source((slot) => {
    if (intersected.length > 0 && marks[slot] !== survived) return;
    for (const test of tests) if (!test(slot)) return;
    marks[slot] = hit;
    total++;
  });
  const collect = () => {
    const slots: number[] = [];
    source((slot) => {
      if (marks[slot] !== hit) return;
      marks[slot] = listed;
      slots.push(slot);
    });
    return slots;
  };
  return { marks, hit, total, collect };
}

function candidatesOf(index: CollectionIndex, condition: Condition): Candidates | undefined {
  switch (condition.kind) {
    case 'equals':
      return lookUp(condition, index.equality(condition.field), condition.values, true);
    case 'exact':
      // Keyed by every value's text: blanks and objects, which never match, may be among them.
      return lookUp(condition, index.normalized(condition.field), condition.values, false);
    case 'ids': {
      const slots = [...condition.ids]
        .map((id) => index.get(id))
        .filter((record) => record !== undefined)
        .map((record) => index.slotOf(record) as number);
      return {
        condition,
        size: slots.length,
        exact: true,
        forEach: (visit) => slots.forEach(visit),
      };
    }
    case 'range': {
      const segment = index.rangeSegment(condition.field, condition.side, condition.bound);
      if (!segment) return undefined;
      const { slots, from, to } = segment;
      return {
        condition,
        size: to - from,
        exact: true,
        forEach: (visit) => {
          for (let position = from; position < to; position++) visit(slots[position]);
        },
      };
    }
    case 'exists': {
      const { filled, empty } = index.presence(condition.field);
      const slots = condition.wanted ? filled : empty;
      return { condition, size: slots.size, exact: true, forEach: (visit) => slots.forEach(visit) };
    }
    default:
      return undefined;
  }
}

/** Substring conditions through the fields' text columns, when they have them. */
function textCandidates(index: CollectionIndex, condition: Condition): Candidates | undefined {
  const searches =
    condition.kind === 'contains'
      ? condition.needles.map((needle) => [condition.field, needle])
      : condition.kind === 'q'
        ? condition.fields.map((field) => [field, condition.needle])
        : [];
  const found = searches.map(([field, needle]) => index.containing(field, needle));
  if (found.length === 0 || found.some((slots) => slots === undefined)) return undefined;
  const slots = (found as number[][]).flat();
  return { condition, size: slots.length, exact: true, forEach: (visit) => slots.forEach(visit) };
}

function lookUp(
  condition: Condition,
  map: Slots,
  keys: ReadonlySet<string>,
  exact: boolean,
): Candidates {
  const sets = [...keys].map((key) => map.get(key)).filter((slots) => slots !== undefined);
  return {
    condition,
    size: sets.reduce((sum, slots) => sum + slots.size, 0),
    exact,
    forEach: (visit) => sets.forEach((slots) => slots.forEach(visit)),
  };
}

/** The condition as a test of a slot; substring tests read the index's lower-cased text. */
function slotTest(index: CollectionIndex, condition: Condition): (slot: number) => boolean {
  if (condition.kind === 'contains') {
    const lowered = index.lowered(condition.field);
    const { needles } = condition;
    const [needle] = needles;
    const has =
      needles.length === 1
        ? (text: string | null) => text !== null && text.includes(needle)
        : (text: string | null) => text !== null && needles.some((n) => text.includes(n));
    return (slot) => {
      const value = lowered[slot];
      if (typeof value === 'string') return has(value);
      return Array.isArray(value) && value.some(has);
    };
  }
  if (condition.kind === 'q') {
    const fields = condition.fields.map((field) => index.lowered(field));
    const { needle } = condition;
    return (slot) =>
      fields.some((lowered) => {
        const value = lowered[slot];
        return typeof value === 'string' && value.includes(needle);
      });
  }
  return (slot) => matches(condition, index.recordAt(slot));
}
