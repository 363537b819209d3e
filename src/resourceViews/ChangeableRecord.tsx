import { Alert } from '@mui/material';
import type { ReactNode } from 'react';
import { useEditContext, useTranslate } from 'react-admin';
import { useRecordRefusal } from '../permissions/useMayManageRecord';

interface ChangeableRecordProps {
  resourceName: string;
  /** The edit form. */
  children: ReactNode;
}

/**
 * The edit form of a record the signed-in user may change. For one they may not (a user of their
 * rank or above, reached by its address), the reason instead: the API would refuse the save.
 */
export const ChangeableRecord = ({ resourceName, children }: ChangeableRecordProps) => {
  const { record } = useEditContext();
  const translate = useTranslate();
  const refusal = useRecordRefusal(resourceName)(record);
  if (refusal === undefined) return children;
  if (refusal === null) return null;
  return (
    <Alert severity="warning" role="alert" sx={{ m: 2 }}>
      {translate(refusal)}
    </Alert>
  );
};
