import { DataTable } from 'react-admin';
import { useListView } from './ListViewContext';

/** The per-row buttons of a view (assign owner, approve...), as the list's last column. */
export const RowActionsColumn = () => {
  const { rowActions: RowActions } = useListView();
  if (!RowActions) return null;
  return (
    <DataTable.Col label="" disableSort>
      <RowActions />
    </DataTable.Col>
  );
};
