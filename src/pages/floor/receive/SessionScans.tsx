/**
 * The scans of this session, newest first, each with its result (and freight once weighed) and an
 * Undo button while its weighing is the parcel's last change made here (Tab reaches it).
 */
import { Button, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatQuantityWithUnit } from '../../../format/quantity';
import type { SessionScan } from './useReceivingStation';

const TEXTS = 'floorReceive.session';

interface Props {
  scans: readonly SessionScan[];
  onUndo(scan: SessionScan): void;
}

export const SessionScans = ({ scans, onUndo }: Props) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const usd = (value: number) => formatQuantityWithUnit(value, 'USD', locale, translate);
  return (
    <section aria-labelledby="receive-scans-title">
      <Typography variant="h6" component="h2" id="receive-scans-title">
        {translate(`${TEXTS}.title`)}
      </Typography>
      {scans.length === 0 ? (
        <Typography color="text.secondary">{translate(`${TEXTS}.empty`)}</Typography>
      ) : (
        <List dense data-testid="receive-scans">
          {scans.map((scan) => {
            const freight = scan.parcel.finalFreight ?? scan.parcel.freight;
            const result = translate(`${TEXTS}.results.${scan.result}`);
            return (
              <ListItem
                key={scan.key}
                divider
                data-result={scan.result}
                secondaryAction={
                  scan.undoable && (
                    <Button variant="outlined" onClick={() => onUndo(scan)}>
                      {translate(`${TEXTS}.undo`)}
                    </Button>
                  )
                }
              >
                <ListItemText
                  primary={scan.parcel.trackingNumber}
                  secondary={freight == null ? result : `${result} · ${usd(freight)}`}
                />
              </ListItem>
            );
          })}
        </List>
      )}
    </section>
  );
};
