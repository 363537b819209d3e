import { BulkDeleteButton } from 'react-admin';

/** Bulk delete asks for confirmation; react-admin hides it from roles that may not delete. */
export const BulkActions = () => <BulkDeleteButton mutationMode="pessimistic" />;
