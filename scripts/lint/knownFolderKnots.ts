/**
 * The folders that still reach each other, as the folder check (folderCycles.ts) found them when it
 * came: each one a knot to untie (docs/decisions.md, "Folders"). Take a folder out of its knot
 * once nothing closes a cycle through it; never add one.
 */
export const KNOWN_FOLDER_KNOTS: readonly (readonly string[])[] = [
  ['src/core/domain', 'src/core/generated', 'src/core/money', 'src/core/registry'],
  ['scripts/fixtures', 'scripts/fixtures/build'],
  ['src/core/i18n', 'src/core/i18n/app'],
  ['scripts/codegen', 'scripts/codegen/emit'],
  ['src/i18n', 'src/i18n/catalogue'],
  [
    'src/generated',
    'src/generated/views',
    'src/layout',
    'src/layout/brand',
    'src/layout/header',
    'src/layout/menu',
    'src/layout/notifications',
    'src/layout/search',
    'src/layout/sidebar',
    'src/layout/tags',
    'src/pages/archives',
    'src/pages/dashboard',
    'src/pages/errors',
    'src/pages/profile',
    'src/pages/pvz',
    'src/pages/reports',
    'src/pages/settlement',
    'src/pages/settlement/invoice',
    'src/pages/shared',
    'src/pages/shared/charts',
    'src/pages/updatePassword',
    'src/resourceViews',
    'src/resources/bill',
    'src/resources/clientSettlement',
    'src/resources/dailyExpense',
    'src/resources/promoCode',
    'src/resources/shared',
    'src/resources/sms',
    'src/resources/waybill',
    'src/routing',
  ],
];
