import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { registryMessages } from '../../../src/core/generated/i18n';
import { appMessages } from '../../../src/core/i18n/app';
import { catalogues, LANGUAGES } from '../../../src/i18n';
import { raMessages } from '../../../src/i18n/ra';
import { raWording } from '../../../src/i18n/raWording';
import { flattenMessages, placeholdersOf } from './flattenMessages';

const flat = Object.fromEntries(
  LANGUAGES.map((language) => [language, flattenMessages(catalogues[language])]),
);
const english = flattenMessages(englishMessages);

describe('language catalogues', () => {
  it.each(LANGUAGES)('%s has exactly the keys of every other language', (language) => {
    for (const other of LANGUAGES) {
      expect([...flat[language].keys()].sort()).toEqual([...flat[other].keys()].sort());
    }
  });

  it.each(LANGUAGES)('%s has a non-blank text for every key', (language) => {
    for (const [key, value] of flat[language]) {
      expect(typeof value, key).toBe('string');
      // react-admin's English leaves a few labels blank on purpose (the "no value" choice).
      const blankInEnglish =
        english.get(key) !== undefined && String(english.get(key)).trim() === '';
      if (!blankInEnglish) expect(String(value).trim(), key).not.toBe('');
    }
  });

  it('uses the same placeholders for a key in every language', () => {
    for (const [key, value] of flat.en) {
      for (const language of LANGUAGES) {
        expect(placeholdersOf(String(flat[language].get(key))), `${language} ${key}`).toEqual(
          placeholdersOf(String(value)),
        );
      }
    }
  });

  it.each(['uz', 'cn'] as const)(
    'the %s react-admin messages cover exactly the keys of ra-language-english',
    (language) => {
      expect([...flattenMessages(raMessages[language]).keys()].sort()).toEqual(
        [...english.keys()].sort(),
      );
    },
  );

  it.each(LANGUAGES)(
    '%s merges react-admin, app and registry messages and the SPEC 8 wording, later ones winning',
    (language) => {
      const expected = new Map<string, unknown>();
      for (const source of [
        raMessages[language],
        appMessages[language],
        registryMessages[language],
        raWording(appMessages[language]),
      ]) {
        for (const [key, value] of flattenMessages(source)) expected.set(key, value);
      }
      expect(flat[language]).toEqual(expected);
    },
  );
});
