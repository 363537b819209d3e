/** Numbers as the report prints them. kB are 1,000 bytes, as `vite build` prints them. */

export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

export const ms = (value: number) => {
  if (!Number.isFinite(value)) return '—';
  const digits = value < 10 ? 2 : value < 100 ? 1 : 0;
  return `${value.toFixed(digits)} ms`;
};

/** autocannon's latencies, which are whole milliseconds. */
export const wholeMs = (value: number) =>
  Number.isFinite(value) ? `${Math.round(value)} ms` : '—';

export const perSecond = (value: number) =>
  `${value >= 100 ? Math.round(value).toLocaleString('en') : value.toFixed(1)} req/s`;

export const mb = (value: number) => `${Math.round(value)} MB`;

/** A ratio to the peer's figure. */
export const ratioText = (ratio: number) => `${ratio.toFixed(2)}×`;

export const seconds = (value: number) => `${value.toFixed(1)} s`;

/** A Lighthouse score, 0–100. */
export const points = (value: number) => `${Math.round(value)} points`;

export const count = (value: number) => value.toLocaleString('en');

/** How far `value` is past `limit`, as "by X (Y %)". */
export const over = (value: number, limit: number, unit: (v: number) => string) =>
  `by ${unit(value - limit)} (${Math.round(((value - limit) / limit) * 100)} %)`;

export const under = (value: number, floor: number, unit: (v: number) => string) =>
  `by ${unit(floor - value)} (${Math.round(((floor - value) / floor) * 100)} %)`;
