/**
 * On the client's page: how many of the client's parcels are in each status, each count opening
 * the waybill list filtered to the client and that status (GET /api/stats/client-parcels/:id, one
 * read counted by the database). Left out for a role that may not open the waybill list.
 */
import { Button, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { canAccess } from '../../core/rules/access';
import { listHref, waybillsOfClient } from '../../core/stats/dashboardLinks';
import type { ClientParcels } from '../../core/stats/statsTypes';
import { useRole } from '../../permissions/useRole';
import { Section } from '../../statsViews/Section';
import { StatCard, StatCards } from '../../statsViews/StatCard';
import { STATS } from '../../statsViews/statsResources';
import { StatsView } from '../../statsViews/StatsView';

export const ClientParcelsByStatus = () => {
  const record = useRecordContext();
  const role = useRole();
  const translate = useTranslate();
  if (!record || !canAccess(role, 'list', 'waybill')) return null;
  const clientId = String(record.id);
  return (
    <Section
      title="clientPage.parcels.title"
      action={
        <Button component={Link} to={listHref(waybillsOfClient(clientId))} size="small">
          {translate('clientPage.parcels.all')}
        </Button>
      }
    >
      <StatsView<ClientParcels> resource={STATS.clientParcels} id={clientId}>
        {({ byStatus }) =>
          byStatus.length === 0 ? (
            <Typography color="text.secondary">{translate('clientPage.parcels.none')}</Typography>
          ) : (
            <StatCards>
              {byStatus.map(({ status, count }) => (
                <StatCard
                  key={status}
                  label={`enums.waybillStatus.${status}`}
                  value={count}
                  to={listHref(waybillsOfClient(clientId, status))}
                />
              ))}
            </StatCards>
          )
        }
      </StatsView>
    </Section>
  );
};
