import { localStorageStore } from 'react-admin';
import { ADMIN_NAME } from './config';

/** react-admin's persisted preferences (language, list settings), kept under the admin's name. */
export const store = localStorageStore(undefined, ADMIN_NAME);
