/**
 * A link to a day batch's manifest for the border crossing (/floor/print/batchManifest/:id), in
 * each row of the batch list: the generated show page has no place for a hand-written button.
 * Shown only to roles that may open the page.
 */
import PrintIcon from '@mui/icons-material/Print';
import { useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { canAccessRoute } from '../../core/rules/access';
import { printPathPattern, printUrl } from '../../routing/printPaths';
import { useRole } from '../../permissions/useRole';
import { RowButton } from '../../resourceViews/RowButton';

export const BatchManifestLink = () => {
  const record = useRecordContext();
  const role = useRole();
  if (record?.id == null || !canAccessRoute(role, printPathPattern('batchManifest'))) return null;
  return (
    <RowButton
      component={Link}
      to={printUrl('batchManifest', record.id)}
      label="routes.batchManifest"
      onClick={(event) => event.stopPropagation()}
    >
      <PrintIcon />
    </RowButton>
  );
};
