import { Typography } from '@mui/material';
import {
  BooleanField,
  RecordContextProvider,
  ReferenceField,
  TextField,
  useTranslate,
} from 'react-admin';
import { resources } from '../core/generated/registry';
import type { FieldMeta } from '../core/registry/types';
import { EnumField, EnumListField } from '../fields/EnumField';
import { QuantityField } from '../fields/QuantityField';
import { TashkentDateField } from '../fields/TashkentDateField';
import { WebLinkField } from '../fields/WebLinkField';

interface ChangeValueProps {
  /** The registry field changed; none for a field the registry does not know. */
  meta: FieldMeta | undefined;
  value: unknown;
}

/** The value under the name the displays read it from, in a record of its own. */
const SOURCE = 'value';

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0);

/** Anything without a display of its type: JSON, list rows, unknown fields. */
const Plain = ({ value }: { value: unknown }) => (
  <Typography
    variant="body2"
    component="span"
    sx={{
      fontFamily: typeof value === 'object' ? 'monospace' : undefined,
      wordBreak: 'break-word',
    }}
  >
    {typeof value === 'object' ? JSON.stringify(value) : String(value)}
  </Typography>
);

/** The display a record's page uses for a field of this type. */
function display(meta: FieldMeta | undefined, value: unknown) {
  switch (meta?.type) {
    case 'enum':
      return <EnumField source={SOURCE} enumName={meta.enum} />;
    case 'enumList':
      return <EnumListField source={SOURCE} enumName={meta.enum} />;
    case 'date':
    case 'datetime':
      return <TashkentDateField source={SOURCE} showTime={meta.type === 'datetime'} />;
    case 'number':
    case 'integer':
      return typeof value === 'number' ? (
        <QuantityField source={SOURCE} unit={meta.unit} />
      ) : (
        <Plain value={value} />
      );
    case 'boolean':
      return <BooleanField source={SOURCE} />;
    case 'reference': {
      const target = resources[meta.reference];
      return target ? (
        <ReferenceField source={SOURCE} reference={target.route} link="show" />
      ) : (
        <Plain value={value} />
      );
    }
    case 'string':
      if (meta.format === 'url') return <WebLinkField source={SOURCE} />;
      return <TextField source={SOURCE} />;
    case 'text':
      return <TextField source={SOURCE} />;
    default:
      return <Plain value={value} />;
  }
}

/** One side (before or after) of a field's change, shown as the record's page shows the field. */
export const ChangeValue = ({ meta, value }: ChangeValueProps) => {
  const translate = useTranslate();
  if (isEmpty(value)) return <span>{translate('common.empty')}</span>;
  return (
    <RecordContextProvider value={{ id: SOURCE, [SOURCE]: value }}>
      {display(meta, value)}
    </RecordContextProvider>
  );
};
