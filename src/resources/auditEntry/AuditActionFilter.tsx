import { SelectInput, useTranslate, type SelectInputProps } from 'react-admin';
import { actionChoices } from './auditChoices';

/** The audit log's action filter: create, edit, delete, or a business action by its label. */
export const AuditActionFilter = (props: Omit<SelectInputProps, 'choices'>) => {
  const translate = useTranslate();
  return <SelectInput {...props} choices={actionChoices(translate)} translateChoice={false} />;
};
