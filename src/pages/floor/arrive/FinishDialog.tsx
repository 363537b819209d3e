/** "Finish" asked first, with the counts it will write: Enter finishes, Esc goes back to scanning. */
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ArrivalCounts } from '../../../core/domain/arrival';

interface Props {
  open: boolean;
  point: string;
  counts: ArrivalCounts | undefined;
  onConfirm(): void;
  onCancel(): void;
}

export const FinishDialog = ({ open, point, counts, onConfirm, onCancel }: Props) => {
  const translate = useTranslate();
  const args = { point: translate(`enums.boxStatus.${point}`), ...counts };
  return (
    <Dialog open={open} onClose={onCancel} data-testid="arrive-finish-dialog">
      <DialogTitle>{translate('floorArrive.confirm.title', args)}</DialogTitle>
      <DialogContent>{translate('floorArrive.confirm.text', args)}</DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate('floorArrive.confirm.no')}</Button>
        <Button onClick={onConfirm} variant="contained" autoFocus data-testid="arrive-confirm">
          {translate('floorArrive.confirm.yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
