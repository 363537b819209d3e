import { SelectInput, useRecordContext, type SelectInputProps } from 'react-admin';
import { nextValues } from '../core/registry/transitions';
import { enumChoices } from './enumChoices';

type FlowEnumInputProps = Omit<SelectInputProps, 'choices' | 'source'> & {
  source: string;
  /** An enum with a state machine (schema/enums.yaml `next`). */
  enumName: string;
  /** The record's field holding the value a hold was entered from (it may go back to it). */
  heldFromSource?: string;
  /** The values a new record may start with. */
  canStartAt(value: string): boolean;
  /** Whether the user may make the change from the saved value (undefined: a new record). */
  mayChange?(from: string | undefined, to: string): boolean;
};

/**
 * A select that offers only the changes the state machine allows from the saved value (and the
 * saved value itself) that the user may make; the API refuses the others, so nobody picks one
 * only to be told no.
 */
export const FlowEnumInput = ({
  enumName,
  heldFromSource,
  canStartAt,
  mayChange = () => true,
  ...props
}: FlowEnumInputProps) => {
  const record = useRecordContext();
  const saved = record?.id === undefined ? undefined : record[props.source];
  const allowed = (value: string) =>
    typeof saved === 'string'
      ? value === saved ||
        (nextValues(
          enumName,
          saved,
          heldFromSource ? (record?.[heldFromSource] as string | undefined) : undefined,
        ).includes(value) &&
          mayChange(saved, value))
      : canStartAt(value) && mayChange(undefined, value);
  const choices = enumChoices(enumName).filter((choice) => allowed(String(choice.id)));
  return <SelectInput {...props} choices={choices} />;
};
