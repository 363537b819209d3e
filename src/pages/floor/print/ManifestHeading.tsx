/** The top of a manifest: its title, its figures, and the box's barcode where it has one. */
import { Box } from '@mui/material';
import { Barcode } from './Barcode';
import { DocumentFields, type DocumentField } from './DocumentFields';

interface Props {
  title: string;
  fields: readonly DocumentField[];
  /** The box number, drawn as Code 128 beside the figures (a batch has none). */
  barcode?: string;
}

export const ManifestHeading = ({ title, fields, barcode }: Props) => (
  <Box
    sx={{
      display: 'flex',
      justifyContent: 'space-between',
      gap: '6mm',
      mb: '4mm',
      alignItems: 'flex-start',
    }}
  >
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: '2mm' }}>
      <Box component="h1" sx={{ m: 0, fontSize: '14pt' }} data-testid="manifest-title">
        {title}
      </Box>
      <DocumentFields fields={fields} size="10pt" />
    </Box>
    {barcode && (
      <Barcode
        symbology="code128"
        text={barcode}
        sx={{ width: '70mm', height: '16mm', flex: 'none' }}
      />
    )}
  </Box>
);
