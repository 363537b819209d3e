/** The box weighs other than its parcels beyond the tolerance: close anyway, or weigh again. */
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { WeightQuestion } from './usePackingStation';

interface Props {
  question: WeightQuestion | undefined;
  onConfirm(): void;
  onCancel(): void;
}

export const WeightQuestionDialog = ({ question, onConfirm, onCancel }: Props) => {
  const translate = useTranslate();
  return (
    <Dialog open={question !== undefined} onClose={onCancel} data-testid="pack-weight-question">
      <DialogTitle>{translate('floorPack.confirm.title')}</DialogTitle>
      {question && (
        <DialogContent>
          {translate('floorPack.confirm.text', {
            weight: question.weight,
            parcelsWeight: question.check.parcelsWeight,
            difference: question.check.difference,
            tolerance: question.check.tolerance,
          })}
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={onCancel}>{translate('floorPack.confirm.no')}</Button>
        <Button onClick={onConfirm} variant="contained" autoFocus data-testid="pack-confirm">
          {translate('floorPack.confirm.yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
