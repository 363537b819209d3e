import { TranslatableString, type UiSchema } from '@rjsf/utils';
import type { Translate } from '../i18n';
import { ITEM_LABEL, itemOf, type JsonSchemaPart } from '../core/registry/jsonParts';

/** TranslatableString's English text → its key, which names the catalogue's `jsonForm.*` entry. */
const KEY_OF = new Map<string, string>(
  Object.entries(TranslatableString).map(([key, english]) => [english, key]),
);

/** @rjsf's `translateString`: its texts from the catalogue, %1, %2 as %{1}, %{2}. */
export const rjsfTranslator =
  (translate: Translate) =>
  (text: TranslatableString, params?: string[]): string =>
    translate(`jsonForm.${KEY_OF.get(text)}`, {
      _: text,
      ...Object.fromEntries((params ?? []).map((param, index) => [index + 1, param])),
    });

/**
 * The uiSchema that titles every part of the document from the catalogue: the label of a dotted
 * path under `labelKey` (`resources.<route>.fields.<field>`), an array's items numbered by
 * `<array>.item` (the YAML's `parts:`; codegen checks each part has one).
 */
export function labelledUiSchema(
  part: JsonSchemaPart,
  labelKey: string,
  translate: Translate,
  path = '',
): UiSchema {
  const at = (name: string) => (path ? `${path}.${name}` : name);
  const ui: UiSchema = {};
  for (const [name, child] of Object.entries(part.properties ?? {})) {
    ui[name] = {
      ...labelledUiSchema(child, labelKey, translate, at(name)),
      'ui:title': translate(`${labelKey}.${at(name)}`),
    };
  }
  const item = itemOf(part);
  if (item?.properties) {
    const itemUi = labelledUiSchema(item, labelKey, translate, path);
    ui.items = (_item: unknown, index: number) => ({
      ...itemUi,
      'ui:title': translate(`${labelKey}.${at(ITEM_LABEL)}`, { n: index + 1 }),
    });
  }
  return ui;
}
