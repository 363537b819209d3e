import SummarizeIcon from '@mui/icons-material/Summarize';
import { Dialog, DialogActions, DialogContent } from '@mui/material';
import { useState } from 'react';
import { Button } from 'react-admin';
import { useOpenedOnce } from '../../dialog/useOpenedOnce';
import { ExpenseTotalsPanel } from './ExpenseTotalsPanel';

/** List toolbar: the daily and monthly totals of the expenses, in a dialog over the list. */
export const ExpenseTotalsButton = () => {
  const [open, setOpen] = useState(false);
  const drawn = useOpenedOnce(open);
  return (
    <>
      <Button label="rates.expenses.totalsButton" onClick={() => setOpen(true)}>
        <SummarizeIcon />
      </Button>
      {drawn && (
        <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
          <DialogContent>{open && <ExpenseTotalsPanel />}</DialogContent>
          <DialogActions>
            <Button label="ra.action.close" onClick={() => setOpen(false)} />
          </DialogActions>
        </Dialog>
      )}
    </>
  );
};
