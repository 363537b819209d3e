import { SimpleShowLayout } from 'react-admin';
import { Navigate, useParams } from 'react-router-dom';
import { ResourceShow } from '../../resourceViews/ResourceShow';
import { useRole } from '../../permissions';
import { canAccessRoute } from '../../core/rules/access';
import { BillShowFields } from '../../generated/views/bill';
import { SuspenseProgress } from '../../pageLoading/TopProgressBar';

const DETAIL_ROUTE = '/settle/detail/:id';

/**
 * A bill's page is its detail page (/settle/detail/:id) for the settle group: the list's row click
 * lands there. A company's administrator, who reads its own bills (the company bills view) but not
 * the settle pages, reads the bill's fields here.
 */
export const BillShowRedirect = () => {
  const { id = '' } = useParams();
  const role = useRole();
  if (role === undefined) return <SuspenseProgress />;
  if (canAccessRoute(role, DETAIL_ROUTE))
    return <Navigate to={`/settle/detail/${encodeURIComponent(id)}`} replace />;
  return (
    <ResourceShow resourceName="bill">
      <SimpleShowLayout>{Object.values(BillShowFields)}</SimpleShowLayout>
    </ResourceShow>
  );
};
