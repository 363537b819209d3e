/**
 * The packing station, /floor/pack (docs/decisions.md "Packing"): scan a box label or press F2 for
 * a new box of today's batch, then scan its parcels, each answered at once in large type, colour
 * and sound; a parcel of another box is offered to move with a reason; F4 closes the box with its
 * weight typed and Enter, a difference beyond the tolerance asked in a dialog; a closed box's label
 * and manifest print from here. Everything works from the keyboard; the code field has the focus.
 * Scans made without a connection are kept and counted, and sent when it is back; those whose
 * late answer is a problem are listed until the operator marks them done (station/OfflineScans).
 */
import { Button, Stack, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { BoxSummary } from './BoxSummary';
import { ClosedBoxActions } from './ClosedBoxActions';
import { MoveOfferForm } from './MoveOfferForm';
import { PackAnswer } from './PackAnswer';
import { OfflineScans } from '../station/OfflineScans';
import { ScanField } from '../station/ScanField';
import { usePackingStation } from './usePackingStation';
import { WeightQuestionDialog } from './WeightQuestionDialog';

const TEXTS = 'floorPack';

export const FloorPack = () => {
  const translate = useTranslate();
  const station = usePackingStation();
  const { box, closing } = station;
  const isOpen = box !== undefined && !box.closedAt;

  // F2: a new box; F4: close the open one; Esc: back from closing to scanning.
  const keys = useRef(station);
  useEffect(() => {
    keys.current = station;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const current = keys.current;
      if (event.key === 'F2') void current.newBox();
      else if (event.key === 'F4' && current.box && !current.box.closedAt) current.startClosing();
      else if (event.key === 'Escape' && current.closing) current.cancelClosing();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const prompt = closing
    ? translate(`${TEXTS}.typeWeight`)
    : box && isOpen
      ? translate(`${TEXTS}.scanParcel`, { boxNumber: box.boxNumber })
      : translate(`${TEXTS}.scanBox`);

  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 }, maxWidth: 960 }}>
      <Typography variant="h5" component="h1" data-testid="pack-prompt">
        {prompt}
      </Typography>
      <ScanField
        label={translate(`${TEXTS}.${closing ? 'weightField' : 'codeField'}`)}
        decimal={closing}
        holdFocus={!station.question}
        onSubmit={station.submit}
        focusKey={station.answer}
        testId="pack-code"
      />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => void station.newBox()}>
          {translate(`${TEXTS}.newBox`)}
        </Button>
        {isOpen && !closing && (
          <Button variant="outlined" onClick={station.startClosing}>
            {translate(`${TEXTS}.closeBox`)}
          </Button>
        )}
      </Stack>
      {station.answer && <PackAnswer answer={station.answer} />}
      <OfflineScans
        pending={station.scans.pending}
        attention={station.scans.attention}
        describe={(scan) => scan.trackingNumber}
        onDismiss={(key) => void station.scans.dismiss(key)}
      />
      {station.offer && isOpen && (
        <MoveOfferForm offer={station.offer} onMove={(reason) => void station.move(reason)} />
      )}
      {box && <BoxSummary box={box} parcelsWeight={station.parcelsWeight} />}
      {box?.closedAt && <ClosedBoxActions box={box} onReopen={() => void station.reopen()} />}
      <WeightQuestionDialog
        question={station.question}
        onConfirm={() => void station.confirmWeight()}
        onCancel={station.cancelClosing}
      />
    </Stack>
  );
};
