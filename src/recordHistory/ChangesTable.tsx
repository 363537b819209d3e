import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ChangeValue } from './ChangeValue';
import { fieldLabel, fieldMeta } from './changeLabels';
import { listDelta, type FieldChange } from './fieldChanges';

interface ChangesTableProps {
  /** The registry name of the changed record's resource: it names and shows the fields. */
  entity: string;
  changes: FieldChange[];
}

/** An audit entry's changed fields: each field's label, its value before and after the write. */
export const ChangesTable = ({ entity, changes }: ChangesTableProps) => {
  const translate = useTranslate();
  if (changes.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('history.change.none')}
      </Typography>
    );
  return (
    <Table size="small" aria-label={translate('history.columns.changes')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('history.change.field')}</TableCell>
          <TableCell>{translate('history.change.before')}</TableCell>
          <TableCell>{translate('history.change.after')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {changes.map(({ field, before, after }) => {
          const meta = fieldMeta(entity, field);
          // A list shows the rows it lost and gained, not the whole list twice.
          const shown = meta?.type === 'list' ? listDelta(before, after) : undefined;
          return (
            <TableRow key={field} data-field={field}>
              <TableCell component="th" scope="row">
                {fieldLabel(translate, entity, field)}
              </TableCell>
              <TableCell data-side="before">
                <ChangeValue meta={meta} value={shown ? shown.removed : before} />
              </TableCell>
              <TableCell data-side="after">
                <ChangeValue meta={meta} value={shown ? shown.added : after} />
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
};
