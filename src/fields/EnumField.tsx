import { Chip, Stack } from '@mui/material';
import { useFieldValue, useTranslate } from 'react-admin';
import { enums } from '../core/generated/registry';

interface EnumFieldProps {
  source: string;
  enumName: string;
  label?: string;
}

const EnumBadge = ({ enumName, value }: { enumName: string; value: string | number }) => {
  const translate = useTranslate();
  const color = enums[enumName]?.colors[String(value)] ?? 'default';
  return (
    <Chip
      size="small"
      color={color}
      variant={color === 'default' ? 'outlined' : 'filled'}
      label={translate(`enums.${enumName}.${value}`, { _: String(value) })}
    />
  );
};

/** An enum value as a coloured, translated badge (SPEC 4 badge colours come from the registry). */
export const EnumField = ({ source, enumName }: EnumFieldProps) => {
  const value: unknown = useFieldValue({ source });
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  return <EnumBadge enumName={enumName} value={value} />;
};

export const EnumListField = ({ source, enumName }: EnumFieldProps) => {
  const value: unknown = useFieldValue({ source });
  if (!Array.isArray(value)) return null;
  return (
    <Stack direction="row" spacing={0.5} flexWrap="wrap">
      {value.map((item: string | number) => (
        <EnumBadge key={item} enumName={enumName} value={item} />
      ))}
    </Stack>
  );
};
