import { Navigate, useLocation } from 'react-router-dom';
import { redirectTarget } from './redirectTarget';

/** /redirect/{path}: forwards to /{path} with the same query and hash, replacing the entry. */
export const RedirectPage = () => {
  const { pathname, search, hash } = useLocation();
  return <Navigate to={`${redirectTarget(pathname)}${search}${hash}`} replace />;
};
