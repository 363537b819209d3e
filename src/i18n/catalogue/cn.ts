import { registryMessages } from '../../core/generated/i18n.cn';
import { cn } from '../../core/i18n/app/cn';
import { mergeMessages } from '../../core/i18n/mergeMessages';
import ra from '../ra/cn';

/** Everything the UI says in Chinese: react-admin's, the app's, the registry's. */
export const catalogue = mergeMessages(ra, cn, registryMessages);
