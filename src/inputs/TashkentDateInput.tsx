import { lazy, Suspense } from 'react';
import { Skeleton } from '@mui/material';
import type { TashkentPickerInputProps } from './date/TashkentPickerInput';

// The pickers and day.js are used only in forms and date filters: keep them off the first screen.
const TashkentPickerInput = lazy(() => import('./date/TashkentPickerInput'));

type DateInputProps = Omit<TashkentPickerInputProps, 'kind'> & {
  /** Read by react-admin's filter form, which keeps such a filter shown. */
  alwaysOn?: boolean;
};

const Loading = () => <Skeleton variant="rounded" width={220} height={40} />;

/** A calendar day (YYYY-MM-DD), typed as the UI language writes dates (uz 24.11.2026). */
export const TashkentDateInput = ({ alwaysOn: _alwaysOn, ...props }: DateInputProps) => (
  <Suspense fallback={<Loading />}>
    <TashkentPickerInput kind="date" {...props} />
  </Suspense>
);

/** A moment, typed as day and Tashkent time in the UI language's order (uz 24.11.2026 09:30). */
export const TashkentDateTimeInput = ({ alwaysOn: _alwaysOn, ...props }: DateInputProps) => (
  <Suspense fallback={<Loading />}>
    <TashkentPickerInput kind="datetime" {...props} />
  </Suspense>
);
