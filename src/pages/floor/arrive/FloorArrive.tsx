/**
 * The arrival station, /floor/arrive (docs/decisions.md "Arrival"): at Ulugchat, Osh or Tashkent,
 * the batch is chosen (or any box of it scanned); its boxes and parcels are scanned, each answered
 * at once in large type, colour and sound, with the live counts of what left the previous point
 * (read from the server every half second, so two operators see one state); F9 finishes after a
 * question, and the reconciliation is shown and printed. Everything works from the keyboard.
 * Scans made without a connection are kept, counted and sent when it is back (station/OfflineScans).
 */
import { Button, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useGetOne, useTranslate } from 'react-admin';
import { routePathOf } from '../../../core/rules/resourceNames';
import { OfflineScans } from '../station/OfflineScans';
import { ScanField } from '../station/ScanField';
import { ArrivalAnswer } from './ArrivalAnswer';
import { ArrivalChooser } from './ArrivalChooser';
import { ArrivalCounts } from './ArrivalCounts';
import { ArrivalLists } from './ArrivalLists';
import { FinishDialog } from './FinishDialog';
import { ReconciliationSheet } from './ReconciliationSheet';
import { useArrivalStation } from './useArrivalStation';

const TEXTS = 'floorArrive';

export const FloorArrive = () => {
  const translate = useTranslate();
  const station = useArrivalStation();
  const { point, batchId, report } = station;
  const [asking, setAsking] = useState(false);
  const { data: batch } = useGetOne(
    routePathOf('boxDayBatch'),
    { id: batchId ?? '' },
    { enabled: batchId !== undefined },
  );
  const day = String(batch?.receiveDay ?? batchId ?? '');
  const finished = report?.reconciliation;
  const pointName = translate(`enums.boxStatus.${point}`);

  // F9: finish (asked first); Esc: another batch.
  const keys = useRef({ station, asking, finished });
  useEffect(() => {
    keys.current = { station, asking, finished };
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const current = keys.current;
      if (current.asking) return;
      if (event.key === 'F9' && current.station.report && !current.finished) setAsking(true);
      else if (event.key === 'Escape' && current.station.batchId)
        current.station.choose({ batch: undefined });
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const prompt = batchId
    ? translate(`${TEXTS}.scanHere`, { day, point: pointName })
    : translate(`${TEXTS}.chooseBatch`, { point: pointName });

  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1100 }}>
      <Stack spacing={2} data-print="no">
        <Typography variant="h5" component="h1" data-testid="arrive-prompt">
          {prompt}
        </Typography>
        <ArrivalChooser point={point} batchId={batchId} onChoose={station.choose} />
        {!finished && (
          <ScanField
            label={translate(`${TEXTS}.codeField`)}
            holdFocus={!asking}
            onSubmit={station.submit}
            // A new answer, point, batch or the first counts: the field takes the focus back.
            focusKey={`${station.answer?.kind}|${point}|${batchId}|${report !== undefined}`}
            testId="arrive-code"
          />
        )}
        {station.answer && <ArrivalAnswer answer={station.answer} />}
        <OfflineScans
          pending={station.scans.pending}
          attention={station.scans.attention}
          describe={(scan) => scan.code}
          onDismiss={(key) => void station.scans.dismiss(key)}
        />
      </Stack>
      {report && !finished && (
        <Stack spacing={2}>
          {report.from && (
            <Typography color="text.secondary">
              {translate(`${TEXTS}.from`, { point: translate(`enums.boxStatus.${report.from}`) })}
            </Typography>
          )}
          <ArrivalCounts counts={report.counts} />
          <Stack direction="row" spacing={1}>
            <Button variant="contained" onClick={() => setAsking(true)} data-testid="arrive-finish">
              {translate(`${TEXTS}.finish`)}
            </Button>
            <Button variant="outlined" onClick={() => station.choose({ batch: undefined })}>
              {translate(`${TEXTS}.changeBatch`)}
            </Button>
          </Stack>
          <ArrivalLists report={report} />
        </Stack>
      )}
      {finished && <ReconciliationSheet reconciliation={finished} day={day} />}
      <FinishDialog
        open={asking}
        point={point}
        counts={report?.counts}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          void station.finish();
        }}
      />
    </Stack>
  );
};
