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

export const EnumArrayInput = ({ enumName, ...props }: EnumArrayInputProps) => (
  <SelectArrayInput {...props} choices={enumChoices(enumName)} />
);
