import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { DataTable, Pagination, ReferenceManyField, useCanAccess, useTranslate } from 'react-admin';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../config/adminConfig';

interface RelatedListProps {
  /** react-admin resource of the records listed, e.g. `box/list`. */
  reference: string;
  /** Their field that points at the record shown, e.g. `batchId`. */
  target: string;
  /** The columns. */
  children: ReactNode;
}

/**
 * On a record's page, the records pointing at it (a batch's boxes, a box's waybills): a titled,
 * paginated table whose rows open their own pages. Left out for a role that may not open them.
 */
export const RelatedList = ({ reference, target, children }: RelatedListProps) => {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: reference, action: 'list' });
  if (!canAccess) return null;
  return (
    <Box component="section" sx={{ px: 2, pb: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mt: 2, mb: 1 }}>
        {translate(`resources.${reference}.name`, { smart_count: 2 })}
      </Typography>
      <ReferenceManyField
        reference={reference}
        target={target}
        perPage={DEFAULT_PAGE_SIZE}
        pagination={<Pagination rowsPerPageOptions={[...PAGE_SIZES]} />}
      >
        <DataTable rowClick="show" bulkActionButtons={false}>
          {children}
        </DataTable>
      </ReferenceManyField>
    </Box>
  );
};
