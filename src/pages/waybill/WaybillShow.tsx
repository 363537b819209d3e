import { Box, Stack, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { RecordTabs } from '../../recordHistory/RecordTabs';
import { ResourceShow } from '../../resourceViews/ResourceShow';
import { WaybillRelated, WaybillShowFields } from '../../generated/views/waybill';
import { WaybillShowActions } from '../../generated/views/waybill.actions';
import { FieldGroup } from '../../fields/FieldGroup';
import { useTabTitle } from '../../layout/tags';
import { ProhibitedWarning } from '../../resources/waybill/ProhibitedWarning';
import { HISTORY_FIELD, waybillShowGroups } from './waybillShowGroups';

const GROUPS = waybillShowGroups(
  Object.keys(WaybillShowFields) as (keyof typeof WaybillShowFields)[],
);

/** The tracking number, its status, and what may be done with the parcel now (schema `actions:`). */
const WaybillHeader = () => {
  const record = useRecordContext();
  useTabTitle(record?.trackingNumber as string | undefined);
  return (
    <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
      <Typography variant="h5" component="h1">
        {String(record?.trackingNumber ?? '')}
      </Typography>
      {WaybillShowFields.status}
      <Box sx={{ flex: 1 }} />
      <WaybillShowActions />
    </Stack>
  );
};

/**
 * A waybill's details (SPEC 3) in the registry's groups (weight and sizes, route and status,
 * owner, issue handling, valuables, money, payment, dates), then the status history as a
 * timeline, its price changes and feedback.
 */
const WaybillDetails = () => (
  <>
    <Stack spacing={2} sx={{ p: 2 }}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' },
        }}
      >
        {GROUPS.map(({ title, fields }) => (
          <FieldGroup key={title} title={title}>
            {fields.map((name) => WaybillShowFields[name])}
          </FieldGroup>
        ))}
      </Box>
      <FieldGroup title="waybillOps.show.history" wide>
        {WaybillShowFields[HISTORY_FIELD]}
      </FieldGroup>
    </Stack>
    <WaybillRelated />
  </>
);

/**
 * A waybill's page: its tracking number, status and actions above two tabs, its details and the
 * History of every write to it (issue 10).
 */
export const WaybillShow = () => (
  <ResourceShow resourceName="waybill" ownTabTitle>
    <Stack spacing={2} sx={{ p: 2, pb: 0 }}>
      <ProhibitedWarning />
      <WaybillHeader />
    </Stack>
    <RecordTabs extra={<WaybillDetails />} />
  </ResourceShow>
);
