/**
 * A parcel of another box, offered to move here: its reason typed (Tab reaches it from the code
 * field) and Enter or the button moves it. The scanner keeps the code field meanwhile.
 */
import { Button, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { MoveOffer } from './usePackingStation';

interface Props {
  offer: MoveOffer;
  onMove(reason: string): void;
}

export const MoveOfferForm = ({ offer, onMove }: Props) => {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const send = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() !== '') onMove(reason.trim());
  };
  return (
    <form onSubmit={send} data-keeps-focus key={offer.trackingNumber}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField
          label={translate('floorPack.moveReason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          required
          fullWidth
          slotProps={{ htmlInput: { 'data-testid': 'pack-move-reason', maxLength: 500 } }}
        />
        <Button type="submit" variant="contained" disabled={reason.trim() === ''}>
          {translate('floorPack.move')}
        </Button>
      </Stack>
    </form>
  );
};
