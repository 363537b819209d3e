import { useFieldValue, useTranslate } from 'react-admin';
import { entityLabel } from '../../recordHistory/changeLabels';

/** An audit entry's entity (`waybill`) by its name in the UI language. */
export const AuditEntityField = ({ source }: { source: string; label?: string }) => {
  const value: unknown = useFieldValue({ source });
  const translate = useTranslate();
  if (typeof value !== 'string' || value === '') return null;
  return <span>{entityLabel(translate, value)}</span>;
};
