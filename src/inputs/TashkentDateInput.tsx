import { lazy, Suspense } from 'react';
import { Skeleton } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import type { TashkentPickerInputProps } from './date/TashkentPickerInput';

// The pickers and day.js are used only in forms and date filters: keep them off the first screen.
const TashkentPickerInput = lazy(() => import('./date/TashkentPickerInput'));

type DateInputProps = Omit<TashkentPickerInputProps, 'kind'> & {
  /** Read by react-admin's filter form, which keeps such a filter shown. */
  alwaysOn?: boolean;
};

const Loading = () => <Skeleton variant="rounded" width={220} height={40} />;

/**
 * The picker of `kind`, loaded on demand. It tells the form of its field before the picker's code
 * is in: react-admin's filter form applies the list's filters (from the URL, a link, the store) to
 * the fields it knows when it mounts, and a date filter whose picker was still loading stayed
 * empty while the list was filtered by it.
 */
const LazyPicker = ({
  kind,
  alwaysOn: _alwaysOn,
  ...props
}: DateInputProps & Pick<TashkentPickerInputProps, 'kind'>) => {
  // Outside a form (none here today) there is nothing to tell.
  const form = useFormContext() as ReturnType<typeof useFormContext> | null;
  form?.register(props.source);
  return (
    <Suspense fallback={<Loading />}>
      <TashkentPickerInput kind={kind} {...props} />
    </Suspense>
  );
};

/** A calendar day (YYYY-MM-DD), typed as the UI language writes dates (uz 24.11.2026). */
export const TashkentDateInput = (props: DateInputProps) => <LazyPicker kind="date" {...props} />;

/** A month (YYYY-MM), typed or picked in the UI language's order (uz 11.2026): report filters. */
export const TashkentMonthInput = (props: DateInputProps) => <LazyPicker kind="month" {...props} />;

/** A moment, typed as day and Tashkent time in the UI language's order (uz 24.11.2026 09:30). */
export const TashkentDateTimeInput = (props: DateInputProps) => (
  <LazyPicker kind="datetime" {...props} />
);
