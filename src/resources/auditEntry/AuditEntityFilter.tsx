import { SelectInput, useResourceContext, useTranslate, type SelectInputProps } from 'react-admin';
import { registryName } from '../../core/rules/resourceNames';
import { entityChoices } from './auditChoices';

/** The audit log's entity filter: a choice of the registry's entities by their names. */
export const AuditEntityFilter = (props: Omit<SelectInputProps, 'choices'>) => {
  const translate = useTranslate();
  const auditEntity = registryName(useResourceContext() ?? '');
  return (
    <SelectInput
      {...props}
      choices={entityChoices(translate, auditEntity)}
      translateChoice={false}
    />
  );
};
