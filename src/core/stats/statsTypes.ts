/**
 * What GET /api/stats/... answers (server/stats computes it, the pages show it). Days are
 * Tashkent days 'YYYY-MM-DD', months 'YYYY-MM'; USD with 2 decimals, som whole, kg to the gram.
 */

/** How many records and what they add up to. */
export interface CountAndAmount {
  count: number;
  amount: number;
}

export interface Cargo {
  count: number;
  weight: number;
}

export interface RankRow extends Cargo {
  id: string;
  name: string;
}

/** GET /api/stats/dashboard */
export interface DashboardStats {
  id: 'dashboard';
  today: string;
  /** The last 30 days, oldest first, by creation day. */
  daily: ({ day: string } & Cargo)[];
  /** The last 12 months, oldest first. */
  monthly: ({ month: string } & Cargo)[];
  /** The last six months: freight of the waybills created in it, payments received in it (USD). */
  freight: { month: string; freight: number; paid: number }[];
  /** This month's top ten clients and companies by parcels, then weight. */
  rankings: { month: string; clients: RankRow[]; companies: RankRow[] };
  /** SPEC 9: clients with more than `threshold` orders (waybills) in all. */
  busyClients: { threshold: number; count: number };
}

/** A row of GET /api/stats/archives; also GET /api/stats/archives/:id for one day. */
export interface ArchiveDay {
  /** The day as 'YYYYMMDD', the id of /oms/archives/dayInfo/:id. */
  id: string;
  day: string;
  count: number;
  weight: number;
  freight: number;
}

export interface PointFigures {
  /** Parcels at the pickup point (status DropZone), and the unpaid among them. */
  waiting: number;
  unpaid: number;
  /** Waiting parcels past their point's free days (docs/decisions.md "Storage fees"), and their fees (USD). */
  overdue: number;
  storageFees: number;
  deliveredThisWeek: number;
}

export interface PointStats extends PointFigures {
  id: string | number;
  name: string;
  region: string;
  city: string;
  status: string;
  /** Parcels delivered in each week of PvzStats.weeks. */
  delivered: number[];
}

export interface RegionStats extends PointFigures {
  region: string;
  points: number;
  activePoints: number;
  /** Clients whose pickup point is in the region. */
  clients: number;
}

/** GET /api/stats/pvz */
export interface PvzStats {
  id: 'pvz';
  /** Mondays of the last eight weeks, oldest first; the last is this week. */
  weeks: string[];
  points: PointStats[];
  regions: RegionStats[];
}

export type SummaryPayStatus = 'PAID' | 'UN_PAID' | 'UN_BILLED';

/** GET /api/stats/reports/summary: this month's waybills (created in it). */
export interface MonthSummary {
  id: 'summary';
  month: string;
  parcels: number;
  weight: number;
  freight: number;
  /** Amount due (final freight, USD) by pay status. */
  byPayStatus: Record<SummaryPayStatus, CountAndAmount>;
}

/** A row of GET /api/stats/reports/b2b: one company's bills of one accounting month. */
export interface B2bRow {
  /** 'YYYY-MM-<companyId>' */
  id: string;
  month: string;
  companyId: string | number;
  companyName: string;
  bills: number;
  settleAmount: number;
  settleAmountSom: number;
  /** Bills paid in full (settled); the others are pending. */
  paidBills: number;
  /** What the month's bills' payments paid, USD. */
  paidAmount: number;
  pendingBills: number;
  /** What the month's bills still owe, USD (paid + pending = settleAmount). */
  pendingAmount: number;
}

/** A row of GET /api/stats/reports/b2c: one month of client payments and unpaid B2C freight. */
export interface B2cRow {
  /** 'YYYY-MM' */
  id: string;
  month: string;
  payments: number;
  paymentAmount: number;
  paymentAmountSom: number;
  /** B2C parcels (a client, no company) created in the month and not paid yet. */
  unpaidParcels: number;
  unpaidFreight: number;
}

/** GET /api/stats/client-settlement/:clientId */
export interface ClientSettlement {
  id: string | number;
  client: { id: string | number; clientCode?: string; nickname?: string; phone?: string };
  /** The client's waybills by pay status, with their amount due (final freight, USD). */
  unpaid: CountAndAmount;
  paid: CountAndAmount;
  /** Payments recorded for the client (client-payments), USD. */
  payments: CountAndAmount;
  /** Paid to partly paid parcels (UN_PAID with a payAmount), USD. */
  partlyPaid: number;
  /** What is left to pay on the unpaid parcels: unpaid - partly paid, USD. */
  due: number;
  /** What the payments leave over the parcels (the client's `credit`), USD. */
  credit: number;
}

/**
 * A client's parcels by status (GET /api/stats/client-parcels/:id): of the parcels the caller may
 * see, how many are in each status the client has any of, in the registry's order of statuses.
 */
export interface ClientParcels {
  id: string | number;
  byStatus: { status: string; count: number }[];
  total: number;
}

/** Who issues the invoices: the operator's details (server configuration, INVOICE_ISSUER_*). */
export interface InvoiceIssuer {
  name: string;
  address: string;
  phone: string;
  /** The operator's taxpayer number (INN). */
  taxId: string;
  bankAccount: string;
}

/** One waybill of a bill, as its invoice lists it. */
export interface InvoiceLine {
  trackingNumber: string;
  createdAt: string;
  weight: number | null;
  /** USD. */
  finalFreight: number;
}

/** GET /api/stats/invoice/:billId: what a bill's printed invoice shows. */
export interface BillInvoice {
  /** The bill's id. */
  id: string | number;
  issuer: InvoiceIssuer;
  company: {
    code?: string;
    shortName?: string;
    fullName?: string;
    companyName?: string;
    address?: string;
    telephone?: string;
  };
  bill: {
    reference: string;
    status: string;
    accountDate: string;
    settleDate: string | null;
    /** USD. */
    settleAmount: number;
    /** Som per USD: the company's B2B rate on the account date. */
    settleRate: number;
    settleAmountSom: number;
    paidAmount: number;
    remainingAmount: number;
  };
  /** Its waybills, oldest first (the order its payments pay them). */
  lines: InvoiceLine[];
}
