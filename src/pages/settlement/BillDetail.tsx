import { useParams } from 'react-router-dom';
import { WaybillList } from '../../generated/views/waybill.list';
import { EmbeddedList } from '../shared/EmbeddedList';
import { BillSummary } from './BillSummary';

/** /settle/detail/:id: a company bill's figures and the waybills it settles. */
export const BillDetail = () => {
  const { id = '' } = useParams();
  return (
    <>
      <BillSummary id={id} />
      <EmbeddedList
        resource="oms/waybill"
        filter={{ billId: id }}
        storeKey="settle/detail/waybills"
        titleKey="routes.billDetail"
      >
        <WaybillList />
      </EmbeddedList>
    </>
  );
};
