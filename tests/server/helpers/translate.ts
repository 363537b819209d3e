/** What the API should say for an i18n key, in the language the tests send (English). */
import { createTranslator } from '../../../src/i18n';

export const en = createTranslator('en');
export const uz = createTranslator('uz');
