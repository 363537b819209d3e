import type { Model } from '../model';
import type { Labels } from '../registrySchema';
import { GENERATED_HEADER, literal } from './header';

const LANGUAGES = ['uz', 'en', 'cn'] as const;
type Language = (typeof LANGUAGES)[number];

/** Labels of the two ends of a range filter. */
const RANGE_WORDS: Record<Language, { gte: (l: string) => string; lte: (l: string) => string }> = {
  uz: { gte: (l) => `${l} (dan)`, lte: (l) => `${l} (gacha)` },
  en: { gte: (l) => `${l} from`, lte: (l) => `${l} to` },
  cn: { gte: (l) => `${l}（起）`, lte: (l) => `${l}（止）` },
};

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
        if (
          (field.in ?? []).includes('filter') &&
          ['number', 'integer', 'date', 'datetime'].includes(field.type)
        ) {
          fields[`${name}_gte`] = RANGE_WORDS[lang].gte(label);
          fields[`${name}_lte`] = RANGE_WORDS[lang].lte(label);
        }
      }
      const name = source.labels[lang];
      return [meta.route, { name: `${name.one} |||| ${name.many}`, fields }];
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

/** src/generated/i18n.ts: every label of the registry, per language. */
export function emitI18n(model: Model): string {
  const messages = Object.fromEntries(LANGUAGES.map((lang) => [lang, messagesFor(model, lang)]));
  return `${GENERATED_HEADER}
export const registryMessages = ${literal(messages)};
`;
}
