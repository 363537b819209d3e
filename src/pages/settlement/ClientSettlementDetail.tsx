import { useParams } from 'react-router-dom';
import { WaybillList } from '../../generated/views/waybill.list';
import { EmbeddedList } from '../../statsViews/EmbeddedList';
import { STATS } from '../../statsViews/statsResources';
import type { ClientSettlement } from '../../core/stats/statsTypes';
import { StatsView } from '../../statsViews/StatsView';
import { ClientPayments } from './ClientPayments';
import { ClientSettlementSummary } from '../../resources/clientSettlement/ClientSettlementSummary';
import { routePathOf } from '../../core/rules/resourceNames';

/** /clientSettle/detail/:id (a client id): the client, their unpaid waybills, their payments. */
export const ClientSettlementDetail = () => {
  const { id = '' } = useParams();
  return (
    <>
      <StatsView<ClientSettlement> resource={STATS.clientSettlement} id={id}>
        {(settlement) => <ClientSettlementSummary settlement={settlement} />}
      </StatsView>
      <EmbeddedList
        resource={routePathOf('waybill')}
        filter={{ clientId: id, payStatus: 'UN_PAID' }}
        storeKey="clientSettle/detail/unpaid"
        titleKey="routes.clientSettlementDetail"
      >
        <WaybillList />
      </EmbeddedList>
      <ClientPayments clientId={id} />
    </>
  );
};
