import { resources } from '../../core/generated/registry';
import type { WaybillShowFields } from '../../generated/views/waybill';

type FieldName = keyof typeof WaybillShowFields;

export interface ShowGroup {
  /** i18n key of the group's title. */
  title: string;
  fields: FieldName[];
}

export const HISTORY_FIELD: FieldName = 'statusHistory';
/** The page's header names the parcel: its tracking number is not repeated in a group. */
const IN_HEADER: FieldName[] = ['trackingNumber'];

/**
 * How a waybill's page groups its fields: the registry's groups (schema `groups`, the form's
 * too), of the fields the page shows; those of no group land in "Other" (a field added to the
 * registry later still appears).
 */
export function waybillShowGroups(shown: FieldName[]): ShowGroup[] {
  const { route, groups = [] } = resources.waybill;
  const own = new Set<FieldName>([HISTORY_FIELD, ...IN_HEADER]);
  const onPage = (name: string): name is FieldName =>
    shown.includes(name as FieldName) && !own.has(name as FieldName);
  const sections = groups.map(({ name, fields }) => ({
    title: `resources.${route}.groups.${name}`,
    fields: fields.filter(onPage),
  }));
  const grouped = new Set(groups.flatMap(({ fields }) => fields));
  const rest = shown.filter((name) => onPage(name) && !grouped.has(name));
  return [...sections, { title: 'forms.otherFields', fields: rest }].filter(
    ({ fields }) => fields.length > 0,
  );
}
