import { TextField, UrlField, useFieldValue } from 'react-admin';
import { isWebUrl } from './webUrl';

/** A url field (schema `format: url`): a link for http(s) addresses, plain text for anything else. */
export const WebLinkField = ({ source }: { source: string; label?: string }) => {
  const value: unknown = useFieldValue({ source });
  return isWebUrl(value) ? <UrlField source={source} /> : <TextField source={source} />;
};
