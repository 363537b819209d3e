/**
 * Buttons for the selected messages: send them again (resendSmsMany, shown when every selected
 * message failed, to the roles the action admits), and the bulk delete.
 */
import ReplayIcon from '@mui/icons-material/Replay';
import { useListContext } from 'react-admin';
import { useRole } from '../../permissions/useRole';
import { BulkActions } from '../../resourceViews/BulkActions';
import { resources } from '../../core/generated/registry';
import {
  actionMeta,
  actionPath,
  actionSuccessKey,
  matchesConditions,
  mayRunAction,
} from '../../core/rules/actions';
import { ConfirmAction } from '../shared/ConfirmActionButton';

/** What a message must be to be sent again (schema/resources/sms.yaml). */
const RESENDABLE = actionMeta('sms', 'resendSms').when;
const TEXTS = `resources.${resources.sms.route}.actions.resendSmsMany`;

const ResendSelectedButton = () => {
  const { data, selectedIds, onUnselectItems } = useListContext();
  const role = useRole();
  const meta = actionMeta('sms', 'resendSmsMany');
  if (!mayRunAction(meta, role)) return null;
  const selected = new Set(selectedIds.map(String));
  const chosen = (data ?? []).filter((sms) => selected.has(String(sms.id)));
  // The API queues failed messages only (resendSms's `when:`): the button shows when every
  // selected message is one.
  if (chosen.length !== selected.size || !chosen.every((sms) => matchesConditions(sms, RESENDABLE)))
    return null;
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
