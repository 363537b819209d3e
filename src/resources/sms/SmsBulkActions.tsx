/**
 * Buttons for the selected messages: send them again (resendSmsMany, shown when every selected
 * message failed, to the roles the action admits), and the bulk delete.
 */
import ReplayIcon from '@mui/icons-material/Replay';
import { useListContext } from 'react-admin';
import { useRole } from '../../app/permissions/useRole';
import { BulkActions } from '../../app/resource/BulkActions';
import { resources } from '../../core/generated/registry';
import { actionMeta, actionPath, actionSuccessKey } from '../../core/registry/actions';
import { ConfirmAction } from '../shared/ConfirmActionButton';

const TEXTS = `resources.${resources.sms.route}.actions.resendSmsMany`;

const ResendSelectedButton = () => {
  const { data, selectedIds, onUnselectItems } = useListContext();
  const role = useRole();
  const meta = actionMeta('sms', 'resendSmsMany');
  if (role === undefined || !meta.roles.includes(role)) return null;
  const selected = new Set(selectedIds.map(String));
  const failed = (data ?? []).filter((sms) => selected.has(String(sms.id)));
  // The API queues failed messages only: the button shows when the selection is all failed.
  if (failed.length !== selected.size || failed.some((sms) => sms.status !== 'FAILED')) return null;
  return (
    <ConfirmAction
      label={`${TEXTS}.label`}
      icon={<ReplayIcon />}
      confirm={`${TEXTS}.confirm`}
      path={actionPath(meta)}
      method={meta.method}
      body={{ ids: selectedIds }}
      success={actionSuccessKey('sms', meta)}
      onDone={() => onUnselectItems()}
    />
  );
};

export const SmsBulkActions = () => (
  <>
    <ResendSelectedButton />
    <BulkActions />
  </>
);
