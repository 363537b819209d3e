/** Label and value lines of a printed document (a label's client code, a manifest's totals). */
import { Box } from '@mui/material';

export interface DocumentField {
  label: string;
  value: string;
  /** The line staff read from afar: larger and bold. */
  strong?: boolean;
}

export const DocumentFields = ({
  fields,
  size,
}: {
  fields: readonly DocumentField[];
  size: string;
}) => (
  <Box
    component="dl"
    sx={{
      m: 0,
      display: 'grid',
      gridTemplateColumns: 'auto 1fr',
      columnGap: '2mm',
      rowGap: '0.8mm',
      fontSize: size,
    }}
  >
    {fields.map(({ label, value, strong }) => (
      <Box key={label} sx={{ display: 'contents' }}>
        <Box component="dt" sx={{ color: '#444' }}>
          {label}
        </Box>
        <Box
          component="dd"
          data-field={label}
          sx={{
            m: 0,
            overflowWrap: 'anywhere',
            ...(strong && { fontWeight: 700, fontSize: '1.5em' }),
          }}
        >
          {value}
        </Box>
      </Box>
    ))}
  </Box>
);
