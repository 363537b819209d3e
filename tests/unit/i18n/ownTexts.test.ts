import { describe, expect, it } from 'vitest';
import { issueMessage } from '../../../src/core/rules/validation';
import { catalogues, createTranslator } from '../../../src/i18n';
import { flattenMessages } from './flattenMessages';

/**
 * Texts that read the same in English, Uzbek and Chinese: codes, units, names of products,
 * languages and the app, and two Uzbek words spelt as in English. Anything else equal to the
 * English text was left untranslated.
 */
const SAME_IN_EVERY_LANGUAGE = new Set([
  'ID',
  '1C ID',
  'kg',
  'm³',
  'cm',
  "so'm",
  'USD',
  'OK',
  'AM/PM',
  'ss',
  'Excel',
  'Baraka Admin',
  'Oʻzbekcha',
  'English',
  '中文',
  'Payme',
  'Instagram',
  'Telegram',
  'TikTok',
  'YouTube',
  'Facebook',
  'Marketing',
  'Transport',
]);

const english = flattenMessages(catalogues.en);

describe.each(['uz', 'cn'] as const)('the %s catalogue', (language) => {
  it('translates every text but the language-neutral ones', () => {
    const untranslated = [...flattenMessages(catalogues[language])].filter(
      ([key, text]) =>
        text === english.get(key) &&
        // A text of placeholders, digits and signs only has nothing to translate.
        /\p{L}/u.test(String(text).replace(/%\{[^}]*\}/g, '')) &&
        !SAME_IN_EVERY_LANGUAGE.has(String(text)),
    );
    expect(untranslated).toEqual([]);
  });
});

describe('an empty list', () => {
  it('asks for one item, in the singular, in every language', () => {
    const { message, args } = issueMessage({
      code: 'too_small',
      origin: 'array',
      minimum: 1,
      inclusive: true,
      path: ['levels'],
      message: 'Too small',
      input: [],
    });
    expect(createTranslator('en')(message, args)).toBe('Add at least one item');
    for (const language of ['uz', 'cn'] as const)
      expect(createTranslator(language)(message, args)).toContain('1');
  });
});
