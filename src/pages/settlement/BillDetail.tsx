import { GlobalStyles } from '@mui/material';
import { useParams } from 'react-router-dom';
import { WaybillList } from '../../generated/views/waybill.list';
import { BILL_WAYBILLS_VIEW } from '../../resources/bill/DropFromBillButton';
import { EmbeddedList } from '../shared/EmbeddedList';
import { BillSummary } from './BillSummary';

/**
 * Printed, the page is the bill's invoice: its figures and its waybills, without the app's bars,
 * menus, buttons, filters and pagination.
 */
const invoicePrint = (
  <GlobalStyles
    styles={{
      '@media print': {
        'header, nav, .RaSidebar-root, .RaAppBar-root, .RaList-actions, .RaFilterForm-root, .MuiTablePagination-root, .RaBulkActionsToolbar-root, .no-print, button, .MuiCheckbox-root':
          { display: 'none !important' },
        '.RaLayout-content, .RaLayout-contentWithSidebar, main': {
          margin: '0 !important',
          padding: '0 !important',
        },
        '.MuiCard-root, .MuiPaper-root': { boxShadow: 'none !important' },
      },
    }}
  />
);

/** /settle/detail/:id: a company bill's figures and the waybills it settles (its invoice). */
export const BillDetail = () => {
  const { id = '' } = useParams();
  return (
    <>
      {invoicePrint}
      <BillSummary id={id} />
      <EmbeddedList
        resource="oms/waybill"
        filter={{ billId: id }}
        storeKey={BILL_WAYBILLS_VIEW}
        titleKey="routes.billDetail"
      >
        <WaybillList />
      </EmbeddedList>
    </>
  );
};
