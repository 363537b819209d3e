import ReportIcon from '@mui/icons-material/Report';
import { Stack, Tooltip } from '@mui/material';
import { useFieldValue, useTranslate } from 'react-admin';
import { EnumField } from '../../fields/EnumField';
import { PROHIBITED_MESSAGE, UN_LAWFUL } from './unlawful';

/** The status badge; a parcel with prohibited items carries a warning sign beside it. */
export const WaybillStatusField = ({ source }: { source: string; label?: string }) => {
  const value: unknown = useFieldValue({ source });
  const translate = useTranslate();
  const badge = <EnumField source={source} enumName="waybillStatus" />;
  if (value !== UN_LAWFUL) return badge;
  const warning = translate(PROHIBITED_MESSAGE);
  return (
    <Stack direction="row" spacing={0.5} alignItems="center">
      {badge}
      <Tooltip title={warning}>
        <ReportIcon color="error" fontSize="small" titleAccess={warning} />
      </Tooltip>
    </Stack>
  );
};
