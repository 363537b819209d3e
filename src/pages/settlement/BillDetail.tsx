import { useParams } from 'react-router-dom';
import { WaybillList } from '../../generated/views/waybill.list';
import { BILL_WAYBILLS_VIEW } from '../../resources/bill/DropFromBillButton';
import { EmbeddedList } from '../../statsViews/EmbeddedList';
import { BillSummary } from './BillSummary';
import { routePathOf } from '../../core/rules/resourceNames';

/**
 * /settle/detail/:id: a company bill's figures, its payments and the waybills it settles; its
 * invoice prints from the summary's button (invoice/InvoiceButton).
 */
export const BillDetail = () => {
  const { id = '' } = useParams();
  return (
    <>
      <BillSummary id={id} />
      <EmbeddedList
        resource={routePathOf('waybill')}
        filter={{ billId: id }}
        storeKey={BILL_WAYBILLS_VIEW}
        titleKey="routes.billDetail"
      >
        <WaybillList />
      </EmbeddedList>
    </>
  );
};
