import { Alert, Button } from '@mui/material';
import type { ReactNode } from 'react';
import { LinearProgress, useGetOne, useTranslate, type RaRecord } from 'react-admin';

interface StatsViewProps<T> {
  /** One of STATS. */
  resource: string;
  id: string;
  children: (stats: T) => ReactNode;
}

/**
 * Reads one set of figures of the statistics API and shows it, a progress bar while it loads, or
 * the error with a retry button. Through react-admin's data provider, so answers are cached
 * between pages and an expired session logs out as anywhere else.
 */
export function StatsView<T extends RaRecord>({ resource, id, children }: StatsViewProps<T>) {
  const translate = useTranslate();
  const { data, error, isPending, refetch } = useGetOne<T>(resource, { id });
  if (isPending) return <LinearProgress />;
  if (error || !data) {
    const message = error?.message || 'errors.fetchFailed';
    return (
      <Alert
        severity="error"
        sx={{ mt: 2 }}
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {translate('action.retry')}
          </Button>
        }
      >
        {translate(message, { _: message })}
      </Alert>
    );
  }
  return <>{children(data)}</>;
}
