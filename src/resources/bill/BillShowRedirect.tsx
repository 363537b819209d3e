import { Navigate, useParams } from 'react-router-dom';

/** A bill's page is its detail page (/settle/detail/:id): the list's row click lands there. */
export const BillShowRedirect = () => {
  const { id = '' } = useParams();
  return <Navigate to={`/settle/detail/${encodeURIComponent(id)}`} replace />;
};
