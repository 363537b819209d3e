import { useShowContext, useTranslate } from 'react-admin';
import { ErrorScreen } from '../errorPages/ErrorScreen';
import { ForbiddenPage } from '../errorPages/ForbiddenPage';
import { HomeButton } from '../errorPages/HomeButton';
import { NotFoundPage } from '../errorPages/NotFoundPage';

const statusOf = (error: unknown): unknown => (error as { status?: unknown } | null)?.status;

/**
 * A record's page whose record the API did not answer: the 404 page for a record that is not
 * there for this user (another company's is a 404 too), the 403 page for a refusal, else what
 * the API said. Shown at the address opened, instead of a detour to the list.
 */
export const RecordLoadError = () => {
  const { error } = useShowContext();
  const translate = useTranslate();
  const status = statusOf(error);
  if (status === 404) return <NotFoundPage />;
  if (status === 403) return <ForbiddenPage />;
  const message = error instanceof Error && error.message !== '' ? error.message : '';
  return (
    <ErrorScreen
      title={translate('ra.notification.item_doesnt_exist')}
      text={translate(message || 'errors.fetchFailed', { _: message })}
    >
      <HomeButton />
    </ErrorScreen>
  );
};
