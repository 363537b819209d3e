import { Box, Typography } from '@mui/material';
import { useFieldValue, useResourceContext, useTranslate } from 'react-admin';
import { ITEM_LABEL } from '../core/registry/jsonParts';

interface PartProps {
  value: unknown;
  /** The dotted path of the part (`buttons`), its items' properties under it (`buttons.text`). */
  path: string;
  labelKey: string;
}

/** One part of the document: a value, or its labelled properties and numbered items. */
const Part = ({ value, path, labelKey }: PartProps) => {
  const translate = useTranslate();
  const at = (name: string) => (path ? `${path}.${name}` : name);
  if (Array.isArray(value))
    return value.map((item, index) => (
      <Box key={index} sx={{ pl: path ? 2 : 0 }}>
        <Typography variant="subtitle2">
          {translate(`${labelKey}.${at(ITEM_LABEL)}`, { n: index + 1 })}
        </Typography>
        <Part value={item} path={path} labelKey={labelKey} />
      </Box>
    ));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).map(([name, child]) => (
      <Box key={name} sx={{ pl: path ? 2 : 0, mb: 0.5 }}>
        <Typography variant="caption" color="text.secondary">
          {translate(`${labelKey}.${at(name)}`, { _: name })}
        </Typography>
        <Part value={child} path={at(name)} labelKey={labelKey} />
      </Box>
    ));
  return <Typography variant="body2">{String(value)}</Typography>;
};

/**
 * A JSON document (bot messages' buttons), each part under its label from the catalogue (the
 * YAML's `parts:`), as the form titles them.
 */
export const JsonField = ({ source }: { source: string; label?: string }) => {
  const value: unknown = useFieldValue({ source });
  const resource = useResourceContext();
  if (value === null || value === undefined) return null;
  return <Part value={value} path="" labelKey={`resources.${resource}.fields.${source}`} />;
};
