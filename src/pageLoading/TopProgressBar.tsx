import { LinearProgress } from '@mui/material';
import { useLoading, useTranslate } from 'react-admin';

/** SPEC 1: a thin bar at the very top while something loads; never a spinner. */
const ProgressLine = () => {
  const translate = useTranslate();
  return (
    <LinearProgress
      aria-label={translate('ra.page.loading')}
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: 3,
        zIndex: (theme) => theme.zIndex.modal + 1,
      }}
    />
  );
};

/** Shown while react-admin loads or saves data (any query or mutation pending). */
export const TopProgressBar = () => (useLoading() ? <ProgressLine /> : null);

/** The Suspense fallback of a page whose code is loading: the same bar, nothing else. */
export const SuspenseProgress = () => <ProgressLine />;
