/**
 * A closed box's label and manifest print from here, each in a window of its own that prints once
 * drawn (docs/decisions.md "Printing"); a closed box that has not left Yiwu reopens from here.
 */
import PrintIcon from '@mui/icons-material/Print';
import { Button, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { printUrl, type PrintedDocument } from '../../../routing/printPaths';
import type { PackedBox } from './packingCalls';

interface Props {
  box: PackedBox;
  onReopen(): void;
}

const PRINTED: readonly PrintedDocument[] = ['boxLabel', 'boxManifest'];

export const ClosedBoxActions = ({ box, onReopen }: Props) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {PRINTED.map((document) => (
        <Button
          key={document}
          variant="outlined"
          startIcon={<PrintIcon />}
          href={printUrl(document, box.id, { print: true })}
          target="_blank"
          rel="noopener"
          data-testid={`print-${document}`}
        >
          {translate(`routes.${document}`)}
        </Button>
      ))}
      {box.status === 'Yiwu' && (
        <Button variant="outlined" onClick={onReopen}>
          {translate('floorPack.reopen')}
        </Button>
      )}
    </Stack>
  );
};
