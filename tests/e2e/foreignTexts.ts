import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { TranslatableString } from '@rjsf/utils';
import type { Page } from 'playwright-core';
import { catalogues, LANGUAGES, type Language } from '../../src/i18n';
import { flattenMessages } from '../unit/i18n/flattenMessages';

/** A message key left raw on screen: any top-level catalogue key followed by dotted parts. */
export const RAW_KEY = new RegExp(
  `\\b(?:${Object.keys(catalogues.en).join('|')})\\.[\\w/-]+(?:\\.[\\w/-]+)*`,
);

/**
 * English a library shows when nobody gave it a text: MUI's own defaults (Autocomplete,
 * pagination, alerts, breadcrumbs), zod's and ajv's messages. react-admin's English and
 * @rjsf's are in the catalogue and TranslatableString.
 */
const LIBRARY_ENGLISH: readonly string[] = [
  'No options',
  'Loading…',
  'Open',
  'Close',
  'Clear',
  'Rows per page:',
  'Go to first page',
  'Go to last page',
  'Go to next page',
  'Go to previous page',
  'Show path',
  'Invalid input',
  'Required',
  ...Object.values(TranslatableString),
];

/** ajv's and zod's English messages, as patterns of a whole text. */
const LIBRARY_ENGLISH_PATTERNS: readonly RegExp[] = [
  /^must (?:have|NOT|be|match|equal)\b/,
  /^Invalid (?:input|option|string|type)\b/,
  /^(?:Too small|Too big): /,
];

/**
 * Texts that read the same in every language, though only some catalogues spell them so: codes,
 * units and product names.
 */
const NEUTRAL = new Set(['ID', 'URL', 'USD', 'SMS', 'Excel', 'Telegram', 'Webhook', 'B2B', 'B2C']);

/** Every text of the demo data's hand-written inputs (fixtures/*.json): a city, a name, a note. */
function fixtureTexts(): Set<string> {
  const dir = resolve(import.meta.dirname, '../../fixtures');
  const texts = new Set<string>();
  const collect = (value: unknown): void => {
    if (typeof value === 'string') texts.add(value.trim());
    else if (typeof value === 'object' && value !== null) Object.values(value).forEach(collect);
  };
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json')))
    collect(JSON.parse(readFileSync(join(dir, file), 'utf8')));
  return texts;
}

/** The texts of a message, one per plural form, blanks and language-free forms left out. */
function formsOf(message: unknown): string[] {
  if (typeof message !== 'string') return [];
  return message
    .split('||||')
    .map((form) => form.replace(/\s+/g, ' ').trim())
    .filter((form) => /\p{L}{2}/u.test(form.replace(/%\{[^}]*\}/g, '')));
}

const messagesOf = (language: Language): string[] =>
  [...flattenMessages(catalogues[language]).values()].flatMap(formsOf);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Tells whether a whole text on screen is another language's (or a library's English). */
export interface ForeignTexts {
  (text: string): boolean;
}

/**
 * The texts of the other languages' catalogues and the libraries' English that `language`'s own
 * catalogue does not also use: each one on a page in `language` is a fallback. A text with
 * placeholders matches with anything in their place.
 */
export function foreignTextsOf(language: Language): ForeignTexts {
  const own = new Set(messagesOf(language));
  // Data reads the same in every language: a pickup point's city "Toshkent" is no box status.
  const data = fixtureTexts();
  const foreign = [
    ...LANGUAGES.filter((other) => other !== language).flatMap(messagesOf),
    ...LIBRARY_ENGLISH.flatMap(formsOf),
  ].filter((text) => !own.has(text) && !NEUTRAL.has(text) && !data.has(text));
  const exact = new Set(foreign.filter((text) => !text.includes('%{')));
  const patterns = [
    ...foreign
      .filter((text) => text.includes('%{') || text.includes('%1'))
      .map((text) => new RegExp(`^${escape(text).replace(/%\\\{[^}]*\\\}|%\d/g, '.+?')}$`, 'su')),
    ...(language === 'en' ? [] : LIBRARY_ENGLISH_PATTERNS),
  ];
  return (text) => exact.has(text) || patterns.some((pattern) => pattern.test(text));
}

/**
 * What the user reads on the page: each visible text node, the placeholder, aria-label, title
 * and alt of each visible element, and the document's title; whitespace collapsed, a required
 * field's star and a label's colon left off.
 */
export async function shownTexts(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const found: string[] = [document.title];
    const visible = (element: Element | null) =>
      element !== null && element.checkVisibility({ visibilityProperty: true });
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && !['SCRIPT', 'STYLE'].includes(parent.tagName) && visible(parent))
        found.push(node.textContent ?? '');
    }
    for (const element of document.body.querySelectorAll(
      '[placeholder], [aria-label], [title], [alt]',
    )) {
      if (!visible(element)) continue;
      for (const name of ['placeholder', 'aria-label', 'title', 'alt'])
        found.push(element.getAttribute(name) ?? '');
    }
    return found;
  });
  return [
    ...new Set(
      texts
        .map((text) =>
          text
            .replace(/\s+/g, ' ')
            .replace(/\s*\*$/, '')
            .trim(),
        )
        .filter(Boolean),
    ),
  ];
}

/** The texts on the page that are raw keys or fall back to another language. */
export async function wrongTexts(page: Page, isForeign: ForeignTexts): Promise<string[]> {
  const texts = await shownTexts(page);
  return texts.filter((text) => RAW_KEY.test(text) || isForeign(text));
}
