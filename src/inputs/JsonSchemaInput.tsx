import { lazy, Suspense } from 'react';
import { LinearProgress } from '@mui/material';
import type { RJSFSchema } from '@rjsf/utils';

// The JSON form library is large and used on one screen: load it only there.
const JsonSchemaForm = lazy(() => import('./JsonSchemaForm'));

interface JsonSchemaInputProps {
  source: string;
  schema: Record<string, unknown>;
  isRequired?: boolean;
}

/** Edits a field whose shape is itself data (bot config content) with @rjsf/mui. */
export const JsonSchemaInput = ({ source, schema }: JsonSchemaInputProps) => (
  <Suspense fallback={<LinearProgress />}>
    <JsonSchemaForm source={source} schema={schema as RJSFSchema} />
  </Suspense>
);
