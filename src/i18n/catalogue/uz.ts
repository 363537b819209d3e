import { registryMessages } from '../../core/generated/i18n.uz';
import { uz } from '../../core/i18n/app/uz';
import { mergeMessages } from '../../core/i18n/mergeMessages';
import ra from '../ra/uz';

/** Everything the UI says in Uzbek: react-admin's, the app's, the registry's. */
export const catalogue = mergeMessages(ra, uz, registryMessages);
