import ra from 'ra-language-english';
import { registryMessages } from '../../core/generated/i18n.en';
import { en } from '../../core/i18n/app/en';
import { mergeMessages } from '../../core/i18n/mergeMessages';
import { raWording } from '../raWording';

/**
 * Everything the UI says in English: react-admin's, the app's, the registry's; react-admin's
 * notices in the app's words where SPEC 8 names them (raWording).
 */
export const catalogue = mergeMessages(ra, en, registryMessages, raWording(en));
