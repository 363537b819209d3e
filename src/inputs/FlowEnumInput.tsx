import { SelectInput, useRecordContext, useTranslate, type SelectInputProps } from 'react-admin';
import { nextValues } from '../core/rules/transitions';
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
  /**
   * Why the record may not make a change the machine and the user may make yet (an i18n key):
   * the choice shows disabled, and the reason under the select.
   */
  blockedBy?(from: string | undefined, to: string): string | undefined;
};

/**
 * A select that offers only the changes the state machine allows from the saved value (and the
 * saved value itself) that the user may make; the API refuses the others, so nobody picks one
 * only to be told no. A change the record is not ready for shows disabled, saying why.
 */
export const FlowEnumInput = ({
  enumName,
  heldFromSource,
  canStartAt,
  mayChange = () => true,
  blockedBy = () => undefined,
  ...props
}: FlowEnumInputProps) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const saved = record?.id === undefined ? undefined : record[props.source];
  const from = typeof saved === 'string' ? saved : undefined;
  const allowed = (value: string) =>
    from !== undefined
      ? value === from ||
        (nextValues(
          enumName,
          from,
          heldFromSource ? (record?.[heldFromSource] as string | undefined) : undefined,
        ).includes(value) &&
          mayChange(from, value))
      : canStartAt(value) && mayChange(undefined, value);
  const reasons = new Set<string>();
  const choices = enumChoices(enumName)
    .filter((choice) => allowed(String(choice.id)))
    .map((choice) => {
      const reason = choice.id === from ? undefined : blockedBy(from, String(choice.id));
      if (reason === undefined) return choice;
      reasons.add(reason);
      return { ...choice, disabled: true };
    });
  const helperText =
    reasons.size > 0 ? [...reasons].map((reason) => translate(reason)).join(' ') : props.helperText;
  return <SelectInput {...props} choices={choices} helperText={helperText} />;
};
