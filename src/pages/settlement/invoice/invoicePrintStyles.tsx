import { GlobalStyles } from '@mui/material';

/** The class of the invoice dialog's root: all that prints while it is open. */
export const INVOICE_PRINT_ROOT = 'invoice-print-root';
/** Parts of the dialog that are for the screen only (its buttons). */
export const SCREEN_ONLY = 'invoice-screen-only';

/**
 * Printed, the open invoice is the page: A4, the app behind it and the dialog's own frame, bars
 * and buttons left out, and the document flowing over as many sheets as its lines need (a fixed
 * dialog would print its first screen only).
 */
export const InvoicePrintStyles = () => (
  <GlobalStyles
    styles={{
      '@page': { size: 'A4', margin: '12mm' },
      '@media print': {
        [`body > :not(.${INVOICE_PRINT_ROOT})`]: { display: 'none !important' },
        body: { overflow: 'visible !important', background: '#fff !important' },
        [`.${INVOICE_PRINT_ROOT}, .${INVOICE_PRINT_ROOT} .MuiDialog-container, .${INVOICE_PRINT_ROOT} .MuiDialog-paper, .${INVOICE_PRINT_ROOT} .MuiDialogContent-root`]:
          {
            position: 'static !important',
            display: 'block !important',
            overflow: 'visible !important',
            height: 'auto !important',
            maxHeight: 'none !important',
            maxWidth: 'none !important',
            width: 'auto !important',
            margin: '0 !important',
            padding: '0 !important',
            boxShadow: 'none !important',
            background: '#fff !important',
          },
        [`.${INVOICE_PRINT_ROOT} .MuiBackdrop-root, .${SCREEN_ONLY}`]: {
          display: 'none !important',
        },
        [`.${INVOICE_PRINT_ROOT} tr`]: { breakInside: 'avoid' },
      },
    }}
  />
);
