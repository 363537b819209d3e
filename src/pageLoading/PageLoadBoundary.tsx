import { Component, type ReactNode } from 'react';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { releaseServedRoot } from '../servedPage/hydration';
import { ErrorScreen } from '../errorPages/ErrorScreen';
import { HomeButton } from '../errorPages/HomeButton';
import { dispatchPreloadError, isPageLoadError } from './pageLoadError';

interface PageLoadBoundaryProps {
  children: ReactNode;
  /** Loads the page's code again; without it "Try again" reloads the whole app. */
  onRetry?: () => void;
}

interface PageLoadBoundaryState {
  failed: boolean;
  error: unknown;
}

const PageLoadFailed = ({ onRetry }: { onRetry: () => void }) => {
  const translate = useTranslate();
  return (
    <ErrorScreen title={translate('errors.generic')} text={translate('errors.pageLoad')}>
      <Button variant="contained" onClick={onRetry}>
        {translate('action.retry')}
      </Button>
      <HomeButton />
    </ErrorScreen>
  );
};

/**
 * Around a lazily loaded page: when its code fails to load, a message with "Try again" instead
 * of a blank screen, and the preload-error event. Other errors go on to the boundary above.
 */
export class PageLoadBoundary extends Component<PageLoadBoundaryProps, PageLoadBoundaryState> {
  state: PageLoadBoundaryState = { failed: false, error: undefined };

  static getDerivedStateFromError(error: unknown): PageLoadBoundaryState {
    return { failed: true, error };
  }

  componentDidCatch(error: unknown) {
    if (!isPageLoadError(error)) return;
    dispatchPreloadError(error);
    releaseServedRoot(); // "Try again" must take a click
  }

  private retry = () => {
    const { onRetry } = this.props;
    if (onRetry === undefined) {
      window.location.reload();
      return;
    }
    onRetry();
    this.setState({ failed: false, error: undefined });
  };

  render() {
    const { failed, error } = this.state;
    if (!failed) return this.props.children;
    // Not a load failure: a bug of the page, for react-admin's error page to show.
    if (!isPageLoadError(error)) throw error;
    return <PageLoadFailed onRetry={this.retry} />;
  }
}
