/**
 * The waybill list's delay filters (SPEC 9). "Delayed N days": the journey is not over (the status
 * is not final in schema/enums.yaml) and the status has not changed for at least N × 24 hours
 * (`statusChangedAt` ≤ now − N × 24 h). The API applies it as `s.delayDays`
 * (server/resources/delayFilter.ts).
 */
export const DELAY_DAYS = [1, 3, 7, 14] as const;
