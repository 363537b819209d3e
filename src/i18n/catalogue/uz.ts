import { registryMessages } from '../../generated/i18n.uz';
import { uz } from '../app/uz';
import { mergeMessages } from '../mergeMessages';
import ra from '../ra/uz';

/** Everything the UI and the demo API say in Uzbek: react-admin's, the app's, the registry's. */
export const catalogue = mergeMessages(ra, uz, registryMessages);
