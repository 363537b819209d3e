/**
 * On the client's page: where the client's settlement stands, the very figures of the settlement
 * page (the same GET /api/stats/client-settlement/:id and the same cards), with a link to it.
 * Left out for a role that may not open the settlement page.
 */
import { Button } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { canAccessRoute } from '../../core/rules/access';
import type { ClientSettlement } from '../../core/stats/statsTypes';
import { useRole } from '../../permissions/useRole';
import { Section } from '../../statsViews/Section';
import { STATS } from '../../statsViews/statsResources';
import { StatsView } from '../../statsViews/StatsView';
import { ClientSettlementSummary } from '../clientSettlement/ClientSettlementSummary';

const DETAIL = '/clientSettle/detail/:id';

export const ClientSettlementFigures = () => {
  const record = useRecordContext();
  const role = useRole();
  const translate = useTranslate();
  if (!record || !canAccessRoute(role, DETAIL)) return null;
  const clientId = String(record.id);
  return (
    <Section
      title="clientPage.settlement.title"
      action={
        <Button
          component={Link}
          to={DETAIL.replace(':id', encodeURIComponent(clientId))}
          size="small"
        >
          {translate('clientMoney.settlement.open')}
        </Button>
      }
    >
      <StatsView<ClientSettlement> resource={STATS.clientSettlement} id={clientId}>
        {(settlement) => <ClientSettlementSummary settlement={settlement} named={false} />}
      </StatsView>
    </Section>
  );
};
