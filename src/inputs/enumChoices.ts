import { enums } from '../core/generated/registry';

/** Choices of an enum for react-admin's select inputs; names are i18n keys it translates. */
export function enumChoices(enumName: string) {
  const meta = enums[enumName];
  return meta.values.map((value) => ({
    id: meta.numeric ? Number(value) : value,
    name: `enums.${enumName}.${value}`,
  }));
}
