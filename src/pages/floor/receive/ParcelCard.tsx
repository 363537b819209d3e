/** The scanned parcel at a glance: its client's code, company, pickup point and status. */
import { Box, Typography } from '@mui/material';
import { RecordContextProvider, ReferenceField, useTranslate } from 'react-admin';
import type { ReceivedParcel } from './receivingCalls';

const TEXTS = 'floorReceive.card';
const LARGE = { fontSize: '1.4rem', fontWeight: 600 } as const;

export const ParcelCard = ({ parcel }: { parcel: ReceivedParcel }) => {
  const translate = useTranslate();
  const none = translate(`${TEXTS}.none`);
  const items = [
    [
      'client',
      <ReferenceField
        key="c"
        source="clientId"
        reference="system/client"
        link={false}
        emptyText={none}
      />,
    ],
    [
      'company',
      <ReferenceField
        key="o"
        source="companyId"
        reference="system/company"
        link={false}
        emptyText={none}
      />,
    ],
    [
      'pvz',
      <ReferenceField
        key="p"
        source="pvzId"
        reference="pvzList/pvz_list"
        link={false}
        emptyText={none}
      />,
    ],
    ['status', translate(`enums.waybillStatus.${parcel.status}`, { _: parcel.status })],
  ] as const;
  return (
    <RecordContextProvider value={parcel}>
      <Box
        data-testid="receive-card"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' },
          gap: 2,
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          p: 2,
        }}
      >
        <Typography sx={{ gridColumn: '1 / -1', ...LARGE }}>{parcel.trackingNumber}</Typography>
        {items.map(([name, value]) => (
          <div key={name}>
            <Typography variant="caption">{translate(`${TEXTS}.${name}`)}</Typography>
            {/* A reference renders its own Typography: the size reaches it too. */}
            <Box
              data-testid={`receive-card-${name}`}
              sx={{ ...LARGE, '& .MuiTypography-root': LARGE }}
            >
              {value}
            </Box>
          </div>
        ))}
      </Box>
    </RecordContextProvider>
  );
};
