/**
 * The button of a business action declared in the registry (schema `actions:`), as the generated
 * action modules place it: shown to the roles the action admits (the API checks the same list)
 * and, for a record action, to the records its `when:` matches that the signed-in user may change
 * (src/permissions/useMayManageRecord.ts) and the record lets them (`notBy`, `alsoBy`). It asks its question, or opens a dialog with the
 * payload's inputs (its children, checked by the payload's generated validator), calls the API and
 * says how it went.
 */
import type { ReactElement, ReactNode } from 'react';
import { useGetIdentity, useRecordContext } from 'react-admin';
import { useMayManageRecord } from '../../permissions/useMayManageRecord';
import { useRole } from '../../permissions/useRole';
import { resources } from '../../core/generated/registry';
import {
  actionMeta,
  actionPath,
  actionSuccessKey,
  matchesConditions,
  mayRunAction,
  mayRunOnRecord,
} from '../../core/rules/actions';
import { ConfirmAction } from './ConfirmActionButton';
import { FormDialog } from './FormDialogButton';
import { lazyPayloadResolver } from './lazyPayloadResolver';

export interface ActionButtonProps {
  /** Registry name of the resource, e.g. `waybill`. */
  resourceName: string;
  /** The action's name in its YAML, e.g. `assignOwner`. */
  action: string;
  icon: ReactElement;
  /** The payload's inputs; none for an action without a body. */
  children?: ReactNode;
}

export const ActionButton = ({ resourceName, action, icon, children }: ActionButtonProps) => {
  const meta = actionMeta(resourceName, action);
  const role = useRole();
  const record = useRecordContext();
  const mayManage = useMayManageRecord(resourceName);
  const { identity } = useGetIdentity();
  if (meta.scope === 'collection' && !mayRunAction(meta, role)) return null;
  // A record action changes the record: not one the signed-in user may not change (ranks), and
  // as far as the record names them, not their own to decide, or theirs to withdraw (notBy, alsoBy).
  const applies =
    record &&
    matchesConditions(record, meta.when) &&
    mayManage(record) &&
    mayRunOnRecord(meta, resourceName, role, identity?.userId, record);
  if (meta.scope === 'record' && !applies) return null;
  const texts = `resources.${resources[resourceName].route}.actions.${action}`;
  const label = `${texts}.label`;
  const confirm = meta.confirm ? `${texts}.confirm` : undefined;
  const call = {
    path: actionPath(meta, record?.id),
    method: meta.method,
    success: actionSuccessKey(resourceName, meta),
  };
  // A record's values fill the question's %{field}s.
  const args = meta.scope === 'record' ? record : undefined;
  if (meta.payload.length > 0)
    return (
      <FormDialog
        label={label}
        title={confirm ?? label}
        titleArgs={args}
        icon={icon}
        resolver={lazyPayloadResolver(action)}
        toCall={(values) => ({ ...call, body: values })}
      >
        {children}
      </FormDialog>
    );
  return <ConfirmAction label={label} icon={icon} confirm={confirm} confirmArgs={args} {...call} />;
};
