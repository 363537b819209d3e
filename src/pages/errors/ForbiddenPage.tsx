import { useTranslate } from 'react-admin';
import { DocumentTitle } from '../../layout/PageTitle';
import { ErrorScreen } from './ErrorScreen';
import { HomeButton } from './HomeButton';

/** 403: the role may not open this page (react-admin's `accessDenied`, the route guards, /403). */
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
