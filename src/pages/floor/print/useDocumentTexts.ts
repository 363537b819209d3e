/**
 * The language a printed document is in: `?lang=` (uz, en, cn) when given, else the UI's. A label
 * for the road may be wanted in Chinese while the operator reads Uzbek, so the document has its
 * own translate function over that language's catalogue (fetched once, as the UI fetches it).
 */
import { useEffect, useMemo, useState } from 'react';
import { useLocaleState, type TranslationMessages } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import {
  isLanguage,
  polyglotTranslator,
  resolveLanguage,
  type Language,
  type Translate,
} from '../../../core/i18n';
import { routePathOf } from '../../../core/rules/resourceNames';
import { formatTashkentDate } from '../../../format/dateTime';
import { INTL_LOCALES } from '../../../format/locales';
import { formatQuantityWithUnit } from '../../../format/quantity';
import { loadCatalogue, loadedCatalogue } from '../../../i18n/loadCatalogue';

export interface DocumentTexts {
  language: Language;
  /** The BCP 47 tag for the document's `lang`. */
  tag: string;
  translate: Translate;
  /** A registry field's label: `field('waybill', 'trackingNumber')`. */
  field(resource: string, name: string): string;
  /** Kilograms as the app shows them (`5,30 kg`), or "not weighed". */
  kg(value: number | null | undefined): string;
  /** A calendar day or an instant as a Tashkent date. */
  day(value: string): string;
}

const translators = new Map<Language, Translate>();
const translatorOf = (language: Language, catalogue: TranslationMessages): Translate => {
  let translate = translators.get(language);
  if (!translate) translators.set(language, (translate = polyglotTranslator(language, catalogue)));
  return translate;
};

function documentTexts(language: Language, translate: Translate): DocumentTexts {
  return {
    language,
    tag: INTL_LOCALES[language],
    translate,
    field: (resource, name) => translate(`resources.${routePathOf(resource)}.fields.${name}`),
    kg: (value) =>
      value == null || value <= 0
        ? translate('floorPrint.unweighed')
        : formatQuantityWithUnit(value, 'kg', language, translate),
    day: (value) => formatTashkentDate(value, false, language),
  };
}

/** The document's texts, or undefined while its language's catalogue is fetched. */
export function useDocumentTexts(): DocumentTexts | undefined {
  const [uiLocale] = useLocaleState();
  const [params] = useSearchParams();
  const asked = params.get('lang');
  const language = isLanguage(asked) ? asked : resolveLanguage(uiLocale);
  // Drawn again once a catalogue not at hand has come.
  const [, setFetched] = useState<Language>();
  const shown = loadedCatalogue(language);

  useEffect(() => {
    let current = true;
    void loadCatalogue(language).then(() => current && setFetched(language));
    return () => {
      current = false;
    };
  }, [language]);

  return useMemo(
    () => (shown ? documentTexts(language, translatorOf(language, shown)) : undefined),
    [language, shown],
  );
}
