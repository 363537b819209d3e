import { DataTable } from 'react-admin';
import { useListView } from './ListViewContext';
import { RowButtons } from './RowButton';

/**
 * The per-row buttons of a view (assign owner, approve...), as the list's last column: icons,
 * named by their labels, so that a row stays one line.
 */
export const RowActionsColumn = () => {
  const { rowActions: RowActions } = useListView();
  if (!RowActions) return null;
  return (
    <DataTable.Col label="" disableSort sx={{ whiteSpace: 'nowrap' }}>
      <RowButtons>
        <RowActions />
      </RowButtons>
    </DataTable.Col>
  );
};
