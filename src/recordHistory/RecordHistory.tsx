import {
  Alert,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import {
  useLocaleState,
  useRecordContext,
  useResourceContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import type { AuditEntry } from '../core/generated/types';
import { formatTashkentDate } from '../format/dateTime';
import { registryName } from '../core/rules/resourceNames';
import { ChangesTable } from './ChangesTable';
import { actionLabel } from './changeLabels';
import { readChanges } from './fieldChanges';
import { useRecordHistory } from './useRecordHistory';

/** One write of the record: when (Tashkent time), who, what, and its fields before and after. */
const EntryRow = ({ entry, fallbackEntity }: { entry: AuditEntry; fallbackEntity: string }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const entity = entry.entity ?? fallbackEntity;
  return (
    <TableRow data-entry={entry.id} sx={{ verticalAlign: 'top' }}>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {entry.at ? formatTashkentDate(entry.at, true, locale) : translate('common.empty')}
      </TableCell>
      <TableCell>
        {entry.username || translate('common.empty')}
        {entry.role && (
          <Typography variant="caption" component="div" color="text.secondary">
            {translate(`roles.${entry.role}`, { _: entry.role })}
          </Typography>
        )}
      </TableCell>
      <TableCell>{entry.action ? actionLabel(translate, entity, entry.action) : ''}</TableCell>
      <TableCell sx={{ width: '60%' }}>
        <ChangesTable entity={entity} changes={readChanges(entry.changes)} />
      </TableCell>
    </TableRow>
  );
};

/** The entries of one record, read from the API. */
const HistoryTable = ({ resource, record }: { resource: string; record: RaRecord }) => {
  const translate = useTranslate();
  const state = useRecordHistory({ resource, id: record.id, version: record.version });
  if (state.status === 'loading') return <LinearProgress />;
  if (state.status === 'failed')
    return (
      <Alert severity="warning">
        {translate('history.failed', { message: translate(state.message, { _: state.message }) })}
      </Alert>
    );
  if (state.entries.length === 0)
    return <Typography variant="body2">{translate('history.empty')}</Typography>;
  return (
    <Table size="small" aria-label={translate('history.label')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('history.columns.at')}</TableCell>
          <TableCell>{translate('history.columns.user')}</TableCell>
          <TableCell>{translate('history.columns.action')}</TableCell>
          <TableCell>{translate('history.columns.changes')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {state.entries.map((entry) => (
          <EntryRow key={entry.id} entry={entry} fallbackEntity={registryName(resource)} />
        ))}
      </TableBody>
    </Table>
  );
};

/**
 * A record's History tab (issue 10, audit trail): its audit entries, newest first, as the API
 * answers them to whoever may read the record. `label` is for the show layout, which would
 * otherwise put a field label above it.
 */
export const RecordHistory = (_props: { label?: false }) => {
  const resource = useResourceContext();
  const record = useRecordContext();
  if (!resource || !record) return null;
  return <HistoryTable resource={resource} record={record} />;
};
