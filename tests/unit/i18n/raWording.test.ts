import { describe, expect, it } from 'vitest';
import { appMessages } from '../../../src/core/i18n/app';
import { catalogues, createTranslator, LANGUAGES } from '../../../src/i18n';

/** What react-admin says after a save, an invalid submit or an empty required field (SPEC 8). */
describe("react-admin's notices in SPEC 8's words", () => {
  const en = createTranslator('en');

  it('says the catalogue words in English', () => {
    expect(en('ra.notification.created')).toBe('Successfully saved!');
    expect(en('ra.notification.updated', { smart_count: 1 })).toBe('Successfully saved!');
    expect(en('ra.message.invalid_form')).toBe('Form validation failed');
    expect(en('ra.validation.required')).toBe('Cannot be empty');
  });

  it('says a new SMS is sent, not saved', () => {
    expect(en('resources.system/sms.notifications.created')).toBe('Successfully sent!');
  });

  it.each(LANGUAGES)('uses the app catalogue texts in %s', (language) => {
    const app = appMessages[language];
    const { ra } = catalogues[language];
    expect(ra.notification.created).toBe(app.notify.saved);
    expect(ra.notification.updated).toBe(app.notify.saved);
    expect(ra.message.invalid_form).toBe(app.validation.formFailed);
    expect(ra.validation.required).toBe(app.validation.required);
  });
});
