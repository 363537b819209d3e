import { registryMessages } from '../../core/generated/i18n.uz';
import { uz } from '../../core/i18n/app/uz';
import { mergeMessages } from '../../core/i18n/mergeMessages';
import { raWording } from '../raWording';
import ra from '../ra/uz';

/**
 * Everything the UI says in Uzbek: react-admin's, the app's, the registry's; react-admin's
 * notices in the app's words where SPEC 8 names them (raWording).
 */
export const catalogue = mergeMessages(ra, uz, registryMessages, raWording(uz));
