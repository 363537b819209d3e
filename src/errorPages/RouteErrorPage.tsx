import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useRouteError } from 'react-router-dom';
import { errorMessage } from './errorMessage';
import { ErrorScreen } from './ErrorScreen';
import { HomeButton } from './HomeButton';

interface RouteErrorPageProps {
  error?: unknown;
  /** Offered as "Try again" when given (react-admin's `error` prop passes it). */
  resetErrorBoundary?: (...args: unknown[]) => void;
}

/**
 * A route guard failed (SPEC 8): the error's message, or the fallback errors.routeGuard.
 * Fits react-admin's `error` and `authenticationError` props.
 */
export const RouteErrorPage = ({ error, resetErrorBoundary }: RouteErrorPageProps) => {
  const translate = useTranslate();
  const message = errorMessage(error);
  return (
    <ErrorScreen
      title={translate('errors.generic')}
      text={
        message === undefined ? translate('errors.routeGuard') : translate(message, { _: message })
      }
    >
      {resetErrorBoundary !== undefined && (
        <Button variant="outlined" onClick={() => resetErrorBoundary()}>
          {translate('action.retry')}
        </Button>
      )}
      <HomeButton />
    </ErrorScreen>
  );
};

/** RouteErrorPage as a react-router `errorElement`: shows what the route's loader or element threw. */
export const RouteErrorElement = () => <RouteErrorPage error={useRouteError()} />;
