/**
 * The statistics API as react-admin resource names: the data provider sends a name outside the
 * registry to /api/<name> as it is, so `getOne(STATS.root, { id: 'dashboard' })` reads
 * GET /api/stats/dashboard and `getList(STATS.archives, ...)` pages GET /api/stats/archives.
 */
export const STATS = {
  root: 'stats',
  archives: 'stats/archives',
  reports: 'stats/reports',
  b2bReport: 'stats/reports/b2b',
  b2cReport: 'stats/reports/b2c',
  clientSettlement: 'stats/client-settlement',
  clientParcels: 'stats/client-parcels',
  expenses: 'stats/expenses',
  invoice: 'stats/invoice',
} as const;
