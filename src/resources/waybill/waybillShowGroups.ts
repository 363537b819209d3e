import type { WaybillShowFields } from '../../generated/views/waybill';

type FieldName = keyof typeof WaybillShowFields;

export interface ShowGroup {
  /** i18n key of the group's title. */
  title: string;
  fields: FieldName[];
  wide?: boolean;
}

/** How a waybill's page groups its fields (SPEC 3); fields of no group land in "other". */
export const WAYBILL_SHOW_GROUPS: ShowGroup[] = [
  {
    title: 'waybillOps.show.route',
    fields: [
      'status',
      'wayStatus',
      'heldFrom',
      'statusChangedAt',
      'pvzId',
      'boxId',
      'billId',
      'packingType',
      'packageType',
    ],
  },
  {
    title: 'waybillOps.show.owner',
    fields: ['clientId', 'companyId', 'receiver', 'receiverAddress'],
  },
  { title: 'waybillOps.show.sizes', fields: ['length', 'width', 'height', 'weight', 'volume'] },
  {
    title: 'waybillOps.show.money',
    fields: [
      'freight',
      'surcharge',
      'changePrice',
      'originFreight',
      'finalFreight',
      'finalFreightSom',
      'priceType',
      'currency',
      // The freight snapshot: what the freight was priced with, and when.
      'freightPricePerKg',
      'freightLevel',
      'freightCycleKind',
      'freightCycleId',
      'freightPricedAt',
      'freightRate',
    ],
  },
  {
    title: 'waybillOps.show.payment',
    fields: ['payStatus', 'payAmount', 'payAt', 'paymentMethod', 'paymentType', 'oneCId'],
  },
  {
    title: 'waybillOps.show.dates',
    fields: [
      'createdAt',
      'updatedAt',
      'deliveryDate',
      'estimationDate',
      'travelDays',
      'deadlineHours',
    ],
  },
  {
    title: 'waybillOps.show.issue',
    fields: ['issueStatus', 'responsibleStaffId', 'staffComment', 'comment'],
  },
  { title: 'waybillOps.show.valuable', fields: ['isValuable', 'valuableNote'] },
];

export const HISTORY_FIELD: FieldName = 'statusHistory';

/** Show fields no group names (a field added to the registry later still appears). */
export function ungroupedFields(all: FieldName[]): FieldName[] {
  const grouped = new Set<FieldName>([
    HISTORY_FIELD,
    'trackingNumber',
    ...WAYBILL_SHOW_GROUPS.flatMap((group) => group.fields),
  ]);
  return all.filter((name) => !grouped.has(name));
}
