/**
 * THE expected access table of the browser tests, written out by hand from SPEC sections 2 and 6
 * and the routes schema/pages.yaml and schema/resources/ add. It deliberately imports nothing
 * from src/generated: it exists to catch a rule the codegen compiled wrongly.
 *
 * A route's audience is its own group intersected with its section's group; a route with no own
 * group has the section's; a route in no section with no group is open to every role that may log
 * in. CLIENT may not log in to the admin, so it opens nothing.
 */

export type Role =
  | 'ROOT'
  | 'PLATFORM_ROOT'
  | 'PLATFORM_ADMIN'
  | 'PLATFORM_FINANCE'
  | 'PLATFORM_USER'
  | 'COMPANY_ADMIN'
  | 'COMPANY_USER'
  | 'MARKETING_ADMIN'
  | 'PVZ_ADMIN'
  | 'COMPANY_PVZ'
  | 'B2B_ADMIN'
  | 'CLIENT_ADMIN'
  | 'CLIENT';

/** SPEC 6, in its order. */
export const ROLES: readonly Role[] = [
  'ROOT',
  'PLATFORM_ROOT',
  'PLATFORM_ADMIN',
  'PLATFORM_FINANCE',
  'PLATFORM_USER',
  'COMPANY_ADMIN',
  'COMPANY_USER',
  'MARKETING_ADMIN',
  'PVZ_ADMIN',
  'COMPANY_PVZ',
  'B2B_ADMIN',
  'CLIENT_ADMIN',
  'CLIENT',
];

/** "CLIENT is referenced but is treated as not logged in." */
const CAN_LOG_IN: readonly Role[] = ROLES.filter((role) => role !== 'CLIENT');

// SPEC 6 "Groups", literally.
const PLATFORM: readonly Role[] = ['PLATFORM_ROOT', 'ROOT', 'PLATFORM_ADMIN', 'PLATFORM_USER'];
const FEEDBACK: readonly Role[] = [...PLATFORM, 'COMPANY_ADMIN', 'COMPANY_USER'];
const SYSTEM: readonly Role[] = [
  'PLATFORM_ROOT',
  'ROOT',
  'PLATFORM_ADMIN',
  'COMPANY_ADMIN',
  'PLATFORM_USER',
  'MARKETING_ADMIN',
];
const PASSWORD_UPDATE: readonly Role[] = [...SYSTEM, 'PVZ_ADMIN'];
const USER_MANAGEMENT: readonly Role[] = [
  'PLATFORM_ROOT',
  'ROOT',
  'PLATFORM_ADMIN',
  'COMPANY_ADMIN',
  'PLATFORM_USER',
];
const BILL: readonly Role[] = [
  'PLATFORM_ROOT',
  'ROOT',
  'PLATFORM_ADMIN',
  'PLATFORM_FINANCE',
  'COMPANY_ADMIN',
];
const SETTLE: readonly Role[] = ['ROOT', 'PLATFORM_ROOT', 'PLATFORM_FINANCE'];
// roles.yaml: the platform's own clients' report (no company role), and a partner company's own
// bills and price, read by its administrator (docs/decisions.md).
const B2C_REPORT: readonly Role[] = ['PLATFORM_ROOT', 'ROOT', 'PLATFORM_ADMIN', 'PLATFORM_FINANCE'];
const COMPANY_ACCOUNTS: readonly Role[] = ['COMPANY_ADMIN'];
const MARKETING: readonly Role[] = ['ROOT', 'PLATFORM_ROOT', 'MARKETING_ADMIN', 'PLATFORM_ADMIN'];
const PVZ_CONTROL: readonly Role[] = ['ROOT', 'PLATFORM_ROOT', 'PLATFORM_ADMIN', 'PVZ_ADMIN'];
const PVZ_CUSTOMERS: readonly Role[] = ['ROOT', 'PLATFORM_ROOT'];
const BOT_CONFIG: readonly Role[] = [
  'PLATFORM_ROOT',
  'MARKETING_ADMIN',
  'ROOT',
  'PLATFORM_ADMIN',
  'PLATFORM_USER',
  'COMPANY_ADMIN',
  'COMPANY_USER',
];
const SMS: readonly Role[] = ['ROOT', 'PLATFORM_ADMIN', 'PLATFORM_ROOT'];
const CONFIRM_PRICE: readonly Role[] = ['ROOT', 'PLATFORM_ROOT', 'PLATFORM_ADMIN'];
const WAYBILL: readonly Role[] = [
  'PLATFORM_ROOT',
  'ROOT',
  'PLATFORM_ADMIN',
  'PLATFORM_USER',
  'COMPANY_USER',
  'COMPANY_ADMIN',
];
const DAILY_EXPENSES: readonly Role[] = PLATFORM;
/** The audit log of every write (issue "Authority"): the two most senior roles. */
const AUDIT: readonly Role[] = ['ROOT', 'PLATFORM_ROOT'];

type Section =
  | 'oms'
  | 'floor'
  | 'box'
  | 'price'
  | 'settle'
  | 'clientSettle'
  | 'pvzList'
  | 'marketing'
  | 'system';

/** SPEC 2: each section's path redirects to `target`; its group limits every page in it. */
const SECTIONS: Record<Section, { group: readonly Role[]; target: string }> = {
  oms: { group: WAYBILL, target: '/oms/waybill' },
  // Issue 39: the warehouse floor is the platform's; it opens on its first station, receiving.
  floor: { group: PLATFORM, target: '/floor/receive' },
  box: { group: PLATFORM, target: '/box/boxDayBatch' },
  price: { group: BILL, target: '/price/client/record' },
  settle: { group: SETTLE, target: '/settle/bill' },
  clientSettle: { group: BILL, target: '/clientSettle/unSettlement' },
  pvzList: { group: PVZ_CONTROL, target: '/pvzList/all_info' },
  marketing: { group: MARKETING, target: '/marketing/promoCodes' },
  // "/system" has no group of its own in the SPEC 2 table.
  system: { group: CAN_LOG_IN, target: '/system/updatePassword' },
};

interface RouteRule {
  /** Path pattern, as react-router writes it. */
  path: string;
  section?: Section;
  /** The route's own group; none = only its section's (or everyone's, outside a section). */
  group?: readonly Role[];
  /** Hidden from the menu: reached from another page, highlights its parent's entry. */
  hidden?: true;
}

/**
 * Every route, each section's pages in menu order (schema order fields), so that "the first open
 * sibling" of a section is the first open, shown route of it here.
 */
const ROUTES: readonly RouteRule[] = [
  // SPEC 2: the dashboard carries no role limit.
  { path: '/dashboard' },
  { path: '/dailyExpenses', group: DAILY_EXPENSES },
  { path: '/oms/waybill', section: 'oms', group: WAYBILL },
  { path: '/oms/unclearWaybill', section: 'oms', group: WAYBILL },
  // pages.yaml: Unlawful waybills and Valuable items, no own group.
  { path: '/oms/unlawfulWaybill', section: 'oms' },
  { path: '/oms/valuableWaybill', section: 'oms' },
  // SPEC: group "not shown"; pages.yaml gives none, so the oms section's.
  { path: '/oms/archives', section: 'oms', hidden: true },
  { path: '/oms/archives/dayInfo/:id', section: 'oms', hidden: true },
  { path: '/floor/receive', section: 'floor' },
  { path: '/floor/pack', section: 'floor' },
  { path: '/floor/print/parcel/:id', section: 'floor', hidden: true },
  { path: '/floor/print/box/:id', section: 'floor', hidden: true },
  { path: '/floor/print/boxManifest/:id', section: 'floor', hidden: true },
  { path: '/floor/print/batchManifest/:id', section: 'floor', hidden: true },
  { path: '/floor/arrive', section: 'floor' },
  { path: '/box/boxDayBatch', section: 'box', group: PLATFORM },
  { path: '/box/list', section: 'box', group: PLATFORM },
  { path: '/box/boxReceiveRecord', section: 'box', group: PLATFORM },
  { path: '/box/arrivalReconciliation', section: 'box', group: PLATFORM },
  { path: '/box/arrivalScan', section: 'box', group: PLATFORM },
  { path: '/box/boxPrice', section: 'box', group: PLATFORM },
  { path: '/box/boxPayment', section: 'box', group: PLATFORM },
  { path: '/price/company/record', section: 'price', group: PLATFORM },
  { path: '/price/companyPriceManage', section: 'price', group: PLATFORM },
  // "no own limit"
  { path: '/price/client/record', section: 'price' },
  { path: '/price/clientPriceManage', section: 'price' },
  { path: '/price/companyPrice', section: 'price', group: COMPANY_ACCOUNTS },
  { path: '/settle/unSettlement', section: 'settle', group: SETTLE },
  { path: '/settle/changePriceList', section: 'settle', group: SETTLE },
  { path: '/settle/bill', section: 'settle', group: SETTLE },
  // billPayment.yaml: no own group, so the settle section's.
  { path: '/settle/billPayment', section: 'settle' },
  // pages.yaml: B2B settlement report, no own group.
  { path: '/settle/b2bReport', section: 'settle' },
  { path: '/settle/detail/:id', section: 'settle', group: SETTLE, hidden: true },
  { path: '/clientSettle/unSettlement', section: 'clientSettle', group: BILL },
  { path: '/clientSettle/clientsettlement', section: 'clientSettle', group: BILL },
  { path: '/clientSettle/confirmPrice', section: 'clientSettle', group: CONFIRM_PRICE },
  // schema/resources/bankCard.yaml: no own group.
  { path: '/clientSettle/bankCard', section: 'clientSettle' },
  { path: '/clientSettle/b2cReport', section: 'clientSettle', group: B2C_REPORT },
  { path: '/clientSettle/companyBills', section: 'clientSettle', group: COMPANY_ACCOUNTS },
  // pages.yaml: the pickup points' cash and their shifts for finance, group settle.
  { path: '/clientSettle/pvzCash', section: 'clientSettle', group: SETTLE },
  { path: '/clientSettle/cashShifts', section: 'clientSettle', group: SETTLE },
  { path: '/clientSettle/detail/:id', section: 'clientSettle', group: BILL, hidden: true },
  { path: '/pvzList/all_info', section: 'pvzList', group: PVZ_CONTROL },
  { path: '/pvzList/analytics', section: 'pvzList', group: PVZ_CONTROL },
  // pages.yaml: the counter and its receipt; handover.yaml has no own group (the section's).
  { path: '/pvzList/counter', section: 'pvzList' },
  { path: '/pvzList/handovers', section: 'pvzList' },
  { path: '/pvzList/pvz_list', section: 'pvzList', group: PVZ_CONTROL },
  { path: '/pvzList/unpaid_shipments', section: 'pvzList', group: PVZ_CONTROL },
  // pages.yaml: Parcels owing storage, no own group (the section's).
  { path: '/pvzList/storage_fees', section: 'pvzList' },
  { path: '/pvzList/statistics', section: 'pvzList', group: PVZ_CONTROL },
  // "customers page ROOT and PLATFORM_ROOT only"
  { path: '/pvzList/customers', section: 'pvzList', group: PVZ_CUSTOMERS },
  // cashShift.yaml and pages.yaml: the shifts and the day's cash, no own group (the section's).
  { path: '/pvzList/shifts', section: 'pvzList' },
  { path: '/pvzList/cash', section: 'pvzList' },
  { path: '/pvzList/counter/receipt/:id', section: 'pvzList', hidden: true },
  { path: '/marketing/promoCodes', section: 'marketing', group: MARKETING },
  // pages.yaml: Referral lists, no own group.
  { path: '/marketing/referrals', section: 'marketing' },
  // cashbackPayout.yaml: no group of its own, so the marketing section's.
  { path: '/marketing/cashbackPayouts', section: 'marketing' },
  // pages.yaml: Clients' cards (a view of bank cards), no own group.
  { path: '/marketing/payoutCards', section: 'marketing' },
  { path: '/system/updatePassword', section: 'system', group: PASSWORD_UPDATE },
  // pages.yaml: Profile, no own group in a section without one: every user has a profile.
  { path: '/system/profile', section: 'system' },
  { path: '/system/user', section: 'system', group: USER_MANAGEMENT },
  { path: '/system/sms', section: 'system', group: SMS },
  { path: '/system/company', section: 'system', group: PLATFORM },
  { path: '/system/client', section: 'system', group: SYSTEM },
  { path: '/system/b2b-rate', section: 'system', group: PLATFORM },
  { path: '/system/rate', section: 'system', group: BILL },
  { path: '/system/companyBotConfig', section: 'system', group: BOT_CONFIG },
  // Telegram bot settings: schema/resources/botSettings.yaml gives it the bot config group.
  { path: '/system/telegramBot', section: 'system', group: BOT_CONFIG },
  { path: '/system/auditLog', section: 'system', group: AUDIT },
  // pages.yaml: Reports, group bill, in no section.
  { path: '/reports', group: BILL },
  { path: '/feedback', group: FEEDBACK },
];

function audience(route: RouteRule): readonly Role[] {
  const own = route.group ?? CAN_LOG_IN;
  const section = route.section === undefined ? CAN_LOG_IN : SECTIONS[route.section].group;
  return own.filter((role) => section.includes(role) && CAN_LOG_IN.includes(role));
}

/** Every route pattern of the app that a role may or may not open. */
export const ALL_ROUTES: readonly string[] = ROUTES.map((route) => route.path);

/** The route patterns `role` may open. */
export function routesOf(role: Role): readonly string[] {
  return ROUTES.filter((route) => audience(route).includes(role)).map((route) => route.path);
}

/** The hrefs of `role`'s menu: its open routes minus the hidden ones. */
export function menuOf(role: Role): readonly string[] {
  return ROUTES.filter((route) => !route.hidden && audience(route).includes(role)).map(
    (route) => route.path,
  );
}

/**
 * Where a section's path (and `/`) takes `role`: its target when open, else the first open shown
 * sibling, else nowhere (`undefined`: the 403 page). In this table only /system has a closed
 * target with an open sibling: PLATFORM_FINANCE, COMPANY_USER, COMPANY_PVZ, B2B_ADMIN and
 * CLIENT_ADMIN may not update a password but have a profile, so they land on /system/profile.
 */
export function redirectOf(role: Role, from: string): string | undefined {
  if (from === '/') return '/dashboard';
  const section = from.slice(1) as Section;
  const { target } = SECTIONS[section];
  const open = menuOf(role).filter((path) => path.startsWith(`${from}/`));
  return open.includes(target) ? target : open[0];
}

/** The paths that redirect: `/` and each section's. */
export const REDIRECTING_PATHS: readonly string[] = [
  '/',
  ...Object.keys(SECTIONS).map((s) => `/${s}`),
];
