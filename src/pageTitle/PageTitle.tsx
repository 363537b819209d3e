import { useEffect } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';

/** SPEC 1: the stated default; the registry's `app.title` (per language) overrides it. */
export const DEFAULT_APP_TITLE = 'Baraka Admin';

/**
 * Sets the browser tab's title to `<app title> - <route title>` (the app title alone without a
 * route title), again whenever the language changes.
 */
export const usePageTitle = (titleKey?: string): void => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  useEffect(() => {
    const app = translate('app.title', { _: DEFAULT_APP_TITLE });
    // A resource title has singular and plural forms; the page shows the collection.
    document.title =
      titleKey === undefined ? app : `${app} - ${translate(titleKey, { smart_count: 2 })}`;
  }, [translate, locale, titleKey]);
};

/** usePageTitle as an element, for places that render rather than call hooks. */
export const DocumentTitle = ({ titleKey }: { titleKey?: string }) => {
  usePageTitle(titleKey);
  return null;
};
