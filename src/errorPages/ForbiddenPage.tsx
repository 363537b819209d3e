import { useTranslate } from 'react-admin';
import { DocumentTitle } from '../pageTitle/PageTitle';
import { ErrorScreen } from './ErrorScreen';
import { HomeButton } from './HomeButton';

/** 403, the one page of it: the route guards show it in place, and /403 (where /access-denied leads). */
export const ForbiddenPage = () => {
  const translate = useTranslate();
  return (
    <ErrorScreen
      title={translate('pages.forbidden.title')}
      text={translate('pages.forbidden.text')}
    >
      <DocumentTitle titleKey="pages.forbidden.title" />
      <HomeButton />
    </ErrorScreen>
  );
};
