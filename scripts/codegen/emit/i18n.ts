import { appMessages } from '../../../src/core/i18n/app';
import type { Model } from '../model';
import { SPAN_WORDING, spanKind } from '../recordWords';
import type { Labels, Resource } from '../registrySchema';
import { GENERATED_HEADER, literal } from './header';

export const LANGUAGES = ['uz', 'en', 'cn'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Labels of the two ends of a range filter. */
const RANGE_WORDS: Record<Language, { gte: (l: string) => string; lte: (l: string) => string }> = {
  uz: { gte: (l) => `${l} (dan)`, lte: (l) => `${l} (gacha)` },
  en: { gte: (l) => `${l} from`, lte: (l) => `${l} to` },
  cn: { gte: (l) => `${l}（起）`, lte: (l) => `${l}（止）` },
};

/**
 * The i18n key of a field's `patternHint`, by where the field sits in its YAML: `fields.code`
 * (`resources.<route>.patterns.code`), a list's row field, or an action's payload field
 * (`resources.<route>.actions.<action>.patterns.<field>`).
 */
export function patternHintKey(route: string, path: string[]): string {
  const [place, ...rest] = path;
  if (place === 'actions') {
    const [action, , field] = rest;
    return `resources.${route}.actions.${action}.patterns.${field}`;
  }
  return `resources.${route}.patterns.${rest.filter((part) => part !== 'of').join('.')}`;
}

/** The i18n key of the message on a span's end (schema `after:`): `list.field` in a list's row. */
export const spanMessageKey = (route: string, field: string) => `resources.${route}.spans.${field}`;

/**
 * The messages of a resource's spans, by their key under `spans`: the app catalogue's words for
 * the kind, naming the start in the language (a row's keep %{level} for the level's number).
 */
function spanMessages(source: Resource, lang: Language): Record<string, string> {
  const words = appMessages[lang].validation;
  const naming = (text: string, start: Labels) => text.replace('%{field}', start[lang]);
  const messages: Record<string, string> = {};
  for (const [name, field] of Object.entries(source.fields)) {
    const kind = spanKind(field);
    if (field.after !== undefined && kind)
      messages[name] = naming(words.span[SPAN_WORDING[kind]], source.fields[field.after].labels);
    if (field.type === 'list')
      for (const [sub, subField] of Object.entries(field.of))
        if (subField.after !== undefined)
          messages[`${name}.${sub}`] = naming(words.level.greater, field.of[subField.after].labels);
  }
  return messages;
}

/** The `patternHint`s of a resource's fields, by their key under `patterns` (a row's: `list.field`). */
function fieldPatternHints(source: Resource, lang: Language): Record<string, string> {
  const hints: Record<string, string> = {};
  for (const [name, field] of Object.entries(source.fields)) {
    if (field.type === 'string' && field.patternHint) hints[name] = field.patternHint[lang];
    if (field.type === 'list')
      for (const [sub, subField] of Object.entries(field.of))
        if (subField.type === 'string' && subField.patternHint)
          hints[`${name}.${sub}`] = subField.patternHint[lang];
  }
  return hints;
}

function messagesFor(model: Model, lang: Language) {
  const pick = (labels: Labels) => labels[lang];
  const resources = Object.fromEntries(
    model.resources.map(({ meta, source }) => {
      const fields: Record<string, string> = { id: 'ID' };
      for (const [name, field] of Object.entries(source.fields)) {
        const label = pick(field.labels);
        fields[name] = label;
        if (field.type === 'list') {
          for (const [sub, subField] of Object.entries(field.of))
            fields[`${name}.${sub}`] = pick(subField.labels);
        }
        if (field.type === 'json') {
          for (const [part, labels] of Object.entries(field.parts))
            fields[`${name}.${part}`] = pick(labels);
        }
        if (
          (field.in ?? []).includes('filter') &&
          ['number', 'integer', 'date', 'datetime'].includes(field.type)
        ) {
          fields[`${name}_gte`] = RANGE_WORDS[lang].gte(label);
          fields[`${name}_lte`] = RANGE_WORDS[lang].lte(label);
        }
      }
      // A filter that is no field is labelled as one: react-admin looks labels up by source.
      for (const [name, filter] of Object.entries(source.listFilters))
        fields[name] = pick(filter.labels);
      const name = source.labels[lang];
      const actions = Object.fromEntries(
        Object.entries(source.actions).map(([action, def]) => {
          const payload = Object.entries(def.payload).flatMap(([field, f]) =>
            f.labels ? [[field, pick(f.labels)]] : [],
          );
          const patterns = Object.entries(def.payload).flatMap(([field, f]) =>
            f.type === 'string' && f.patternHint ? [[field, pick(f.patternHint)]] : [],
          );
          return [
            action,
            {
              label: pick(def.labels),
              ...(def.confirm ? { confirm: pick(def.confirm) } : {}),
              // A catalogue key (notify.sent) is the catalogue's text: nothing of its own.
              ...(typeof def.success === 'object' ? { success: pick(def.success) } : {}),
              ...(payload.length ? { fields: Object.fromEntries(payload) } : {}),
              ...(patterns.length ? { patterns: Object.fromEntries(patterns) } : {}),
            },
          ];
        }),
      );
      const patterns = fieldPatternHints(source, lang);
      const spans = spanMessages(source, lang);
      const groups = Object.fromEntries(
        Object.entries(source.groups).map(([group, { labels }]) => [group, pick(labels)]),
      );
      const { deleteConfirm } = source.messages;
      return [
        meta.route,
        {
          name: `${name.one} |||| ${name.many}`,
          fields,
          ...(Object.keys(actions).length ? { actions } : {}),
          ...(Object.keys(patterns).length ? { patterns } : {}),
          ...(Object.keys(groups).length ? { groups } : {}),
          ...(Object.keys(spans).length ? { spans } : {}),
          ...(deleteConfirm ? { deleteConfirm: pick(deleteConfirm) } : {}),
        },
      ];
    }),
  );
  const enums = Object.fromEntries(
    Object.entries(model.enumLabels).map(([name, values]) => [
      name,
      Object.fromEntries(Object.entries(values).map(([value, labels]) => [value, pick(labels)])),
    ]),
  );
  return {
    app: { title: pick(model.registry.menu.appTitle) },
    menu: Object.fromEntries(model.sections.map((s) => [s.name, pick(s.labels)])),
    routes: Object.fromEntries(
      model.routes.flatMap((r) => (r.labels ? [[r.name, pick(r.labels)]] : [])),
    ),
    roles: Object.fromEntries(
      Object.entries(model.registry.roles.roles).map(([r, l]) => [r, pick(l)]),
    ),
    enums,
    resources,
  };
}

/** The module of one language's registry labels: the app loads only the languages it shows. */
export const i18nModule = (lang: Language) => `i18n.${lang}`;

/** src/core/generated/i18n.<lang>.ts: every label of the registry in one language. */
export function emitI18nLanguage(model: Model, lang: Language): string {
  return `${GENERATED_HEADER}
export const registryMessages = ${literal(messagesFor(model, lang))};
`;
}

/** src/core/generated/i18n.ts: every language's labels at once, for the demo API and the tests. */
export function emitI18n(): string {
  const imports = LANGUAGES.map(
    (lang) => `import { registryMessages as ${lang} } from './${i18nModule(lang)}';`,
  );
  return `${GENERATED_HEADER}
${imports.join('\n')}

export const registryMessages = { ${LANGUAGES.join(', ')} };
`;
}
