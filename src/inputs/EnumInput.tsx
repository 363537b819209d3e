import {
  SelectArrayInput,
  SelectInput,
  type SelectArrayInputProps,
  type SelectInputProps,
} from 'react-admin';
import { enumChoices } from './enumChoices';

type EnumInputProps = Omit<SelectInputProps, 'choices'> & { enumName: string };

export const EnumInput = ({ enumName, ...props }: EnumInputProps) => (
  <SelectInput {...props} choices={enumChoices(enumName)} />
);

type EnumArrayInputProps = Omit<SelectArrayInputProps, 'choices'> & { enumName: string };

/** One value where a list is expected (a link's `?filter={"status":"X"}`) is a list of one. */
const asList = (value: unknown) =>
  value === undefined || value === null || value === '' ? [] : [value].flat();

export const EnumArrayInput = ({ enumName, ...props }: EnumArrayInputProps) => (
  <SelectArrayInput format={asList} {...props} choices={enumChoices(enumName)} />
);
