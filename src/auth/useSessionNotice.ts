import { useSyncExternalStore } from 'react';
import { getSessionNotice, subscribeSession } from '../session/session';

/** Why the last session ended (an i18n key), kept up to date; undefined when there is nothing to say. */
export const useSessionNotice = (): string | undefined =>
  useSyncExternalStore(subscribeSession, getSessionNotice, getSessionNotice);
