/** The box on the station: its number, open or closed, its parcels' count and weight, its own. */
import { Chip, Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatQuantityWithUnit } from '../../../format/quantity';
import type { PackedBox } from './packingCalls';

interface Props {
  box: PackedBox;
  parcelsWeight: number;
}

export const BoxSummary = ({ box, parcelsWeight }: Props) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const kg = (value: number) => formatQuantityWithUnit(value, 'kg', locale, translate);
  const figures: [string, string, string][] = [
    ['count', String(box.waybillCount), 'pack-count'],
    ['parcelsWeight', kg(parcelsWeight), 'pack-parcels-weight'],
    ...(box.closedAt
      ? ([
          ['boxWeight', kg(box.weight), 'pack-box-weight'],
          ['price', formatQuantityWithUnit(box.price ?? 0, 'USD', locale, translate), 'pack-price'],
        ] as [string, string, string][])
      : []),
  ];
  return (
    <Stack spacing={1} data-testid="pack-box">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="h4" component="p" data-testid="pack-box-number">
          {box.boxNumber}
        </Typography>
        <Chip
          data-testid="pack-box-state"
          color={box.closedAt ? 'default' : 'success'}
          label={translate(`floorPack.state.${box.closedAt ? 'closed' : 'open'}`)}
        />
      </Stack>
      <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {figures.map(([label, value, testId]) => (
          <Stack key={label}>
            <Typography variant="body2" color="text.secondary">
              {translate(`floorPack.${label}`)}
            </Typography>
            <Typography variant="h5" component="p" data-testid={testId}>
              {value}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
};
