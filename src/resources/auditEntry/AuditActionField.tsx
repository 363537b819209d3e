import { useFieldValue, useRecordContext, useTranslate } from 'react-admin';
import { actionLabel } from '../../recordHistory/changeLabels';
import type { AuditEntry } from '../../core/generated/types';

/** An audit entry's action: created, edited, deleted, or the business action's label. */
export const AuditActionField = ({ source }: { source: string; label?: string }) => {
  const value: unknown = useFieldValue({ source });
  const entity = useRecordContext<AuditEntry>()?.entity ?? '';
  const translate = useTranslate();
  if (typeof value !== 'string' || value === '') return null;
  return <span>{actionLabel(translate, entity, value)}</span>;
};
