import { useTranslate } from 'react-admin';
import { DocumentTitle } from '../pageTitle/PageTitle';
import { ErrorScreen } from './ErrorScreen';
import { HomeButton } from './HomeButton';

/** 404: any unknown path (react-admin's `catchAll`, /404). */
export const NotFoundPage = () => {
  const translate = useTranslate();
  return (
    <ErrorScreen title={translate('pages.notFound.title')} text={translate('pages.notFound.text')}>
      <DocumentTitle titleKey="pages.notFound.title" />
      <HomeButton />
    </ErrorScreen>
  );
};
