import { BulkDeleteButton, useListContext } from 'react-admin';
import { hasRecordRule, useMayManageRecord } from '../permissions/useMayManageRecord';
import { registryName } from '../core/rules/resourceNames';
import { useSelectedRecords } from './useSelectedRecords';

/**
 * Bulk delete asks for confirmation; react-admin hides it from roles that may not delete. Where
 * records decide who may change them (users, by rank), it shows only when the signed-in user may
 * delete every selected one: the API would refuse the others.
 */
export const BulkActions = () => {
  const { resource } = useListContext();
  const resourceName = registryName(resource);
  const ruled = hasRecordRule(resourceName);
  const mayManage = useMayManageRecord(resourceName);
  const selected = useSelectedRecords(ruled);
  if (ruled && !selected?.every(mayManage)) return null;
  return <BulkDeleteButton mutationMode="pessimistic" />;
};
