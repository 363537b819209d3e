import { Navigate } from 'react-router-dom';

/** The one 403 page's address; react-admin's own `/access-denied` only forwards here. */
export const FORBIDDEN_PATH = '/403';

/** Old links and react-admin's own refusals (`/access-denied`) land on the one 403 page. */
export const ToForbiddenPage = () => <Navigate to={FORBIDDEN_PATH} replace />;
