import { registryMessages } from '../../generated/i18n.cn';
import { cn } from '../app/cn';
import { mergeMessages } from '../mergeMessages';
import ra from '../ra/cn';

/** Everything the UI and the demo API say in Chinese: react-admin's, the app's, the registry's. */
export const catalogue = mergeMessages(ra, cn, registryMessages);
