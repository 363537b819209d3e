/**
 * The receiving and weighing station, /floor/receive (docs/decisions.md "Receiving"): scan a
 * tracking number (the scan field has the focus), see the parcel's card, type its weight (or take
 * the scale's) and Enter: the answer shows its status and freight, large, coloured and sounded.
 * The session's scans stay listed with an Undo while allowed. "Print the label after weighing", a
 * setting of this browser, opens the parcel's label page after each weighing. Scans made without a
 * connection are kept, counted and sent when it is back (station/OfflineScans).
 */
import { FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { useCallback, useState } from 'react';
import { useStore, useTranslate } from 'react-admin';
import { OfflineScans } from '../station/OfflineScans';
import { ScanField } from '../station/ScanField';
import { ParcelCard } from './ParcelCard';
import { ReceiveAnswer } from './ReceiveAnswer';
import type { ReceivedParcel } from './receivingCalls';
import { ScaleButton } from './ScaleButton';
import { SessionScans } from './SessionScans';
import { useReceivingStation } from './useReceivingStation';
import { WeighForm } from './WeighForm';

const TEXTS = 'floorReceive';
/** The station's setting, kept in this browser (react-admin's store). */
export const PRINT_AFTER_KEY = 'floorReceive.printLabel';

/** The parcel label's print page (issue 39 part 5). */
const labelPath = (parcel: ReceivedParcel) => `/floor/print/parcel/${parcel.id}`;

export const FloorReceive = () => {
  const translate = useTranslate();
  const [printAfter, setPrintAfter] = useStore<boolean>(PRINT_AFTER_KEY, false);
  const [reading, setReading] = useState<number>();
  const onWeighed = useCallback(
    (parcel: ReceivedParcel) => {
      // The next parcel's weight comes from a reading of its own.
      setReading(undefined);
      if (printAfter) window.open(labelPath(parcel), '_blank');
    },
    [printAfter],
  );
  const station = useReceivingStation(onWeighed);
  const { waiting, answer } = station;
  const shown = waiting?.parcel ?? answer?.parcel;

  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 }, maxWidth: 960 }}>
      <Typography variant="h5" component="h1" data-testid="receive-prompt">
        {waiting
          ? translate(`${TEXTS}.weighPrompt`, { trackingNumber: waiting.parcel.trackingNumber })
          : translate(`${TEXTS}.scanPrompt`)}
      </Typography>
      <ScanField
        label={translate(`${TEXTS}.codeField`)}
        holdFocus={!waiting}
        onSubmit={(code) => {
          if (code.trim() !== '') void station.scan(code.trim());
        }}
        focusKey={answer}
        testId="receive-code"
      />
      {waiting && (
        <WeighForm
          key={waiting.key}
          reading={reading}
          onWeigh={station.weigh}
          onBadWeight={station.badWeight}
          onScan={(code) => void station.scan(code)}
          onCancel={station.cancel}
        />
      )}
      {answer && <ReceiveAnswer answer={answer} />}
      <OfflineScans
        pending={station.scanQueue.pending}
        attention={station.scanQueue.attention}
        describe={(trackingNumber) => trackingNumber}
        onDismiss={(key) => void station.scanQueue.dismiss(key)}
      />
      {shown && <ParcelCard parcel={shown} />}
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <ScaleButton onReading={setReading} />
        <FormControlLabel
          control={
            <Switch
              checked={printAfter}
              onChange={(event) => setPrintAfter(event.target.checked)}
            />
          }
          label={translate(`${TEXTS}.printAfter`)}
        />
      </Stack>
      <SessionScans scans={station.scans} onUndo={(scan) => void station.undo(scan)} />
    </Stack>
  );
};
