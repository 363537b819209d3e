import ra from 'ra-language-english';
import { registryMessages } from '../../generated/i18n.en';
import { en } from '../app/en';
import { mergeMessages } from '../mergeMessages';

/** Everything the UI and the demo API say in English: react-admin's, the app's, the registry's. */
export const catalogue = mergeMessages(ra, en, registryMessages);
