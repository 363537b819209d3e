import { useMemo } from 'react';
import Form from '@rjsf/mui';
import type { RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { Labeled, useInput, useResourceContext, useTranslate } from 'react-admin';
import type { JsonSchemaPart } from '../core/registry/jsonParts';
import { labelledUiSchema, rjsfTranslator } from './jsonFormTexts';

/** The form bound to one react-admin input; loaded on demand by JsonSchemaInput. */
const JsonSchemaForm = ({ source, schema }: { source: string; schema: RJSFSchema }) => {
  const { field } = useInput({ source });
  const resource = useResourceContext();
  const translate = useTranslate();
  const uiSchema = useMemo(
    () => ({
      ...labelledUiSchema(
        schema as JsonSchemaPart,
        `resources.${resource}.fields.${source}`,
        translate,
      ),
      'ui:submitButtonOptions': { norender: true },
    }),
    [schema, resource, source, translate],
  );
  const translateString = useMemo(() => rjsfTranslator(translate), [translate]);
  return (
    <Labeled source={source} fullWidth>
      <Form
        schema={schema}
        formData={field.value ?? {}}
        validator={validator}
        onChange={(event) => field.onChange(event.formData)}
        uiSchema={uiSchema}
        translateString={translateString}
        tagName="div"
      />
    </Labeled>
  );
};

export default JsonSchemaForm;
