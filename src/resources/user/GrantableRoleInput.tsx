import { SelectInput, type SelectInputProps } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { mayGrant } from '../../core/auth/ranks';
import { toRole } from '../../core/auth/roles';
import { enumChoices } from '../../inputs/enumChoices';
import { useRole } from '../../permissions';

/**
 * The user form's role select: the roles the signed-in user may grant (schema/roles.yaml `ranks`),
 * as the API refuses the others, and the value the form holds (the record's role, or the YAML
 * default), so it is always shown.
 */
export const GrantableRoleInput = (
  props: Omit<SelectInputProps, 'choices'> & { source: string },
) => {
  const actor = toRole(useRole());
  const current: unknown = useWatch({ name: props.source });
  const choices = enumChoices('role').filter((choice) => {
    const role = toRole(choice.id);
    return choice.id === current || (actor && role && mayGrant(actor, role));
  });
  return <SelectInput {...props} choices={choices} />;
};
