/**
 * /floor/print/batchManifest/:id: a day batch's boxes for the border crossing, on A4: each box's
 * number, parcel count and weight, and the totals. Two reads whatever the batch's size (the batch,
 * its boxes in one list); a box's count is its own (the API keeps it), so a batch of 2,500 parcels
 * is a table of its boxes, not of its parcels. The waybill records no goods description or
 * declared value, so the manifest has none (docs/decisions.md "Printing").
 */
import { useState } from 'react';
import { useGetList, useGetOne } from 'react-admin';
import { useParams } from 'react-router-dom';
import { sumKg } from '../../../core/domain/weightSum';
import type { Box, BoxDayBatch } from '../../../core/generated/types';
import { routePathOf } from '../../../core/rules/resourceNames';
import { EVERY_ROW } from './everyRow';
import { ManifestHeading } from './ManifestHeading';
import { ManifestTable } from './ManifestTable';
import { PrintDocument } from './PrintDocument';
import type { DocumentTexts } from './useDocumentTexts';

interface ManifestProps {
  batch: BoxDayBatch;
  boxes: readonly Box[];
  printedAt: string;
  texts: DocumentTexts;
}

const Manifest = ({ batch, boxes, printedAt, texts }: ManifestProps) => {
  const { field, translate } = texts;
  const parcels = boxes.reduce((sum, box) => sum + (box.waybillCount ?? 0), 0);
  const weight = texts.kg(sumKg(boxes.map((box) => box.weight)));
  const day = texts.day(batch.receiveDay);
  const fields = [
    { label: field('boxDayBatch', 'receiveDay'), value: day },
    { label: field('boxDayBatch', 'boxCount'), value: String(boxes.length) },
    { label: field('boxDayBatch', 'waybillCount'), value: String(parcels) },
    { label: field('boxDayBatch', 'totalWeight'), value: weight },
    { label: translate('floorPrint.date'), value: texts.day(printedAt) },
  ];
  return (
    <>
      <ManifestHeading title={`${translate('routes.batchManifest')} ${day}`} fields={fields} />
      <ManifestTable
        numberLabel={translate('floorPrint.number')}
        totalLabel={translate('floorPrint.total')}
        columns={[
          { label: field('box', 'boxNumber') },
          { label: field('box', 'waybillCount'), numeric: true },
          { label: field('box', 'weight'), numeric: true },
        ]}
        rows={boxes.map((box) => [
          box.boxNumber,
          String(box.waybillCount ?? 0),
          texts.kg(box.weight),
        ])}
        totals={[String(boxes.length), String(parcels), weight]}
      />
    </>
  );
};

export const BatchManifest = () => {
  const { id = '' } = useParams();
  const [printedAt] = useState(() => new Date().toISOString());
  const batch = useGetOne<BoxDayBatch>(routePathOf('boxDayBatch'), { id: Number(id) });
  const boxes = useGetList<Box>(routePathOf('box'), {
    filter: { batchId: id },
    sort: { field: 'boxNumber', order: 'ASC' },
    pagination: EVERY_ROW,
  });
  return (
    <PrintDocument
      paper="a4"
      reads={[batch, boxes]}
      found={batch.data !== undefined && boxes.data !== undefined}
    >
      {(texts) =>
        batch.data &&
        boxes.data && (
          <Manifest batch={batch.data} boxes={boxes.data} printedAt={printedAt} texts={texts} />
        )
      }
    </PrintDocument>
  );
};
