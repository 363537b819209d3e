import { registryMessages } from '../../core/generated/i18n.cn';
import { cn } from '../../core/i18n/app/cn';
import { mergeMessages } from '../../core/i18n/mergeMessages';
import { raWording } from '../raWording';
import ra from '../ra/cn';

/**
 * Everything the UI says in Chinese: react-admin's, the app's, the registry's; react-admin's
 * notices in the app's words where SPEC 8 names them (raWording).
 */
export const catalogue = mergeMessages(ra, cn, registryMessages, raWording(cn));
