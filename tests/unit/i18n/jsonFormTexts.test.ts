import { TranslatableString } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { resources } from '../../../src/core/generated/registry';
import { createTranslator, LANGUAGES } from '../../../src/i18n';
import { labelledUiSchema, rjsfTranslator } from '../../../src/inputs/jsonFormTexts';

const botConfig = resources.botConfig;
const content = botConfig.fields.find((field) => field.name === 'content');

describe.each(LANGUAGES)('the JSON-schema form in %s', (language) => {
  const translate = createTranslator(language);

  it("says each of @rjsf's texts from the catalogue, its parameters filled in", () => {
    const say = rjsfTranslator(translate);
    for (const [key, english] of Object.entries(TranslatableString)) {
      expect(say(english), key).toBe(translate(`jsonForm.${key}`));
      expect(say(english), key).not.toMatch(/^jsonForm\./);
    }
    expect(say(TranslatableString.OptionPrefix, ['3'])).toContain('3');
  });

  it('titles every part of the bot message document, items numbered', () => {
    if (content?.type !== 'json') throw new Error('botConfig.content is a json field');
    const key = `resources.${botConfig.route}.fields.content`;
    const ui = labelledUiSchema(content.schema, key, translate);
    expect(ui.parseMode['ui:title']).toBe(translate(`${key}.parseMode`));
    expect(ui.buttons['ui:title']).toBe(translate(`${key}.buttons`));
    const second = ui.buttons.items({}, 1, {});
    expect(second['ui:title']).toBe(translate(`${key}.buttons.item`, { n: 2 }));
    expect(second['ui:title']).toContain('2');
    expect(second.text['ui:title']).toBe(translate(`${key}.buttons.text`));
    expect(second.url['ui:title']).toBe(translate(`${key}.buttons.url`));
    for (const title of [ui.parseMode, ui.buttons, second, second.text, second.url].map(
      (part) => part['ui:title'],
    ))
      expect(title).not.toMatch(/^resources\./);
  });
});
