import { useFieldValue } from 'react-admin';

/** A JSON document, shown as indented text. */
export const JsonField = ({ source }: { source: string; label?: string }) => {
  const value: unknown = useFieldValue({ source });
  if (value === null || value === undefined) return null;
  return <pre style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{JSON.stringify(value, null, 2)}</pre>;
};
