export { hasRole, type RoleList } from './hasRole';
export { IfElement } from './IfElement';
export { IfRole } from './IfRole';
export { useHasElement } from './useHasElement';
export { useHasRole } from './useHasRole';
export { useRole } from './useRole';
export { useReadableFields } from './useReadableFields';
export { useWritableFields } from './useWritableFields';
export { hasRecordRule, useMayManageRecord, useRecordRefusal } from './useMayManageRecord';
