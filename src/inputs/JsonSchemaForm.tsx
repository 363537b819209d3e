import Form from '@rjsf/mui';
import type { RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { Labeled, useInput } from 'react-admin';

/** The form bound to one react-admin input; loaded on demand by JsonSchemaInput. */
const JsonSchemaForm = ({ source, schema }: { source: string; schema: RJSFSchema }) => {
  const { field } = useInput({ source });
  return (
    <Labeled source={source} fullWidth>
      <Form
        schema={schema}
        formData={field.value ?? {}}
        validator={validator}
        onChange={(event) => field.onChange(event.formData)}
        uiSchema={{ 'ui:submitButtonOptions': { norender: true } }}
        tagName="div"
      />
    </Labeled>
  );
};

export default JsonSchemaForm;
