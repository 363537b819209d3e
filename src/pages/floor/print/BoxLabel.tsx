/**
 * /floor/print/box/:id: a box's label, 100 × 150 mm: its number as Code 128 and as a QR code (what
 * the hubs scan), its batch's day, its parcel count and weight.
 */
import { Box as Frame } from '@mui/material';
import type { Box, BoxDayBatch } from '../../../core/generated/types';
import { Barcode } from './Barcode';
import { DocumentFields } from './DocumentFields';
import { PrintDocument } from './PrintDocument';
import { useBoxWithBatch } from './useBoxWithBatch';
import type { DocumentTexts } from './useDocumentTexts';

const Label = ({ box, batch, texts }: { box: Box; batch?: BoxDayBatch; texts: DocumentTexts }) => {
  const { field } = texts;
  const fields = [
    { label: field('box', 'batchId'), value: batch ? texts.day(batch.receiveDay) : '—' },
    { label: field('box', 'waybillCount'), value: String(box.waybillCount ?? 0), strong: true },
    { label: field('box', 'weight'), value: texts.kg(box.weight), strong: true },
  ];
  return (
    <Frame sx={{ display: 'flex', flexDirection: 'column', gap: '4mm', height: '100%' }}>
      <Frame
        data-testid="print-box-number"
        sx={{ fontWeight: 700, fontSize: '8mm', textAlign: 'center' }}
      >
        {box.boxNumber}
      </Frame>
      <Barcode symbology="code128" text={box.boxNumber} sx={{ height: '26mm' }} />
      <Barcode
        symbology="qrcode"
        text={box.boxNumber}
        sx={{ width: '40mm', height: '40mm', alignSelf: 'center' }}
      />
      <DocumentFields fields={fields} size="4.5mm" />
    </Frame>
  );
};

export const BoxLabel = () => {
  const { box, batch, reads } = useBoxWithBatch();
  return (
    <PrintDocument paper="label" reads={reads} found={box !== undefined}>
      {(texts) => box && <Label box={box} batch={batch} texts={texts} />}
    </PrintDocument>
  );
};
