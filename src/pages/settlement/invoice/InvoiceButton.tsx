import PrintIcon from '@mui/icons-material/Print';
import { Dialog, DialogActions, DialogContent } from '@mui/material';
import { useState } from 'react';
import { Button, useTranslate } from 'react-admin';
import type { BillInvoice } from '../../../core/stats/statsTypes';
import { STATS } from '../../../statsViews/statsResources';
import { StatsView } from '../../../statsViews/StatsView';
import { InvoiceDocument } from './InvoiceDocument';
import { INVOICE_PRINT_ROOT, InvoicePrintStyles, SCREEN_ONLY } from './invoicePrintStyles';

/**
 * "Print invoice": the bill's invoice in a dialog, as it will print, with its print button; while
 * it is open, printing (the button or the browser's own) prints the invoice alone, on A4.
 */
export const InvoiceButton = ({ id }: { id: string }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button label="bills.invoice.print" onClick={() => setOpen(true)}>
        <PrintIcon />
      </Button>
      {open && (
        <Dialog
          open
          onClose={() => setOpen(false)}
          maxWidth="md"
          fullWidth
          className={INVOICE_PRINT_ROOT}
          aria-label={translate('bills.invoice.title')}
        >
          <InvoicePrintStyles />
          <DialogContent sx={{ p: 0 }}>
            <StatsView<BillInvoice> resource={STATS.invoice} id={id}>
              {(invoice) => <InvoiceDocument invoice={invoice} />}
            </StatsView>
          </DialogContent>
          <DialogActions className={SCREEN_ONLY}>
            <Button label="ra.action.close" onClick={() => setOpen(false)} />
            <Button
              label="bills.invoice.printButton"
              variant="contained"
              onClick={() => window.print()}
            >
              <PrintIcon />
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
};
