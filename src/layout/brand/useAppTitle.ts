import { useTranslate } from 'react-admin';
import { DEFAULT_APP_TITLE } from '../../pageTitle/PageTitle';

/** The app's name in the UI language (the registry's `app.title`), 'Baraka Admin' by default. */
export const useAppTitle = (): string => useTranslate()('app.title', { _: DEFAULT_APP_TITLE });
