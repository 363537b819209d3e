/**
 * /floor/print/boxManifest/:id: what a box holds, on A4: each parcel's tracking number, client
 * code, pickup point and weight, their count and weight, and the box's number as Code 128. The
 * parcels come in one read, then their clients and pickup points by id (useRecordsById).
 */
import { useState } from 'react';
import { useGetList, type Identifier } from 'react-admin';
import { useParams } from 'react-router-dom';
import { sumKg } from '../../../core/domain/weightSum';
import type { Box, BoxDayBatch, Client, Pvz, Waybill } from '../../../core/generated/types';
import { routePathOf } from '../../../core/rules/resourceNames';
import { ManifestHeading } from './ManifestHeading';
import { ManifestTable } from './ManifestTable';
import { EVERY_ROW } from './everyRow';
import { pickupPointIdOf } from './pickupPoint';
import { PrintDocument } from './PrintDocument';
import { useBoxWithBatch } from './useBoxWithBatch';
import { useRecordsById } from './useRecordsById';
import type { DocumentTexts } from './useDocumentTexts';

interface ManifestProps {
  box: Box;
  batch?: BoxDayBatch;
  parcels: readonly Waybill[];
  clients: ReadonlyMap<Identifier, Client>;
  pvzs: ReadonlyMap<Identifier, Pvz>;
  printedAt: string;
  texts: DocumentTexts;
}

const Manifest = ({ box, batch, parcels, clients, pvzs, printedAt, texts }: ManifestProps) => {
  const { field, translate } = texts;
  const rows = parcels.map((parcel) => {
    const client = parcel.clientId == null ? undefined : clients.get(parcel.clientId);
    const pvzId = pickupPointIdOf(parcel, client);
    return [
      parcel.trackingNumber,
      client?.clientCode ?? '—',
      (pvzId !== undefined && pvzs.get(pvzId)?.name) || '—',
      texts.kg(parcel.weight),
    ];
  });
  const fields = [
    { label: field('box', 'batchId'), value: batch ? texts.day(batch.receiveDay) : '—' },
    { label: field('box', 'waybillCount'), value: String(parcels.length) },
    { label: field('box', 'weight'), value: texts.kg(box.weight) },
    { label: translate('floorPrint.date'), value: texts.day(printedAt) },
  ];
  return (
    <>
      <ManifestHeading
        title={`${translate('routes.boxManifest')} ${box.boxNumber}`}
        fields={fields}
        barcode={box.boxNumber}
      />
      <ManifestTable
        numberLabel={translate('floorPrint.number')}
        totalLabel={translate('floorPrint.total')}
        columns={[
          { label: field('waybill', 'trackingNumber') },
          { label: field('client', 'clientCode') },
          { label: field('waybill', 'pvzId') },
          { label: field('waybill', 'weight'), numeric: true },
        ]}
        rows={rows}
        totals={[String(parcels.length), '', '', texts.kg(sumKg(parcels.map((p) => p.weight)))]}
      />
    </>
  );
};

export const BoxManifest = () => {
  const { id = '' } = useParams();
  const [printedAt] = useState(() => new Date().toISOString());
  const { box, batch, reads } = useBoxWithBatch();
  const parcels = useGetList<Waybill>(routePathOf('waybill'), {
    filter: { boxId: id },
    sort: { field: 'trackingNumber', order: 'ASC' },
    pagination: EVERY_ROW,
  });
  const clients = useRecordsById<Client>(
    routePathOf('client'),
    (parcels.data ?? []).map((parcel) => parcel.clientId),
  );
  // Asked once the clients are in: a parcel without a pickup point of its own goes to its client's.
  const pvzs = useRecordsById<Pvz>(
    routePathOf('pvz'),
    (clients.isLoading ? [] : (parcels.data ?? [])).map((parcel) =>
      pickupPointIdOf(
        parcel,
        parcel.clientId == null ? undefined : clients.byId.get(parcel.clientId),
      ),
    ),
  );
  return (
    <PrintDocument
      paper="a4"
      reads={[...reads, parcels, clients, pvzs]}
      found={box !== undefined && parcels.data !== undefined}
    >
      {(texts) =>
        box &&
        parcels.data && (
          <Manifest
            box={box}
            batch={batch}
            parcels={parcels.data}
            clients={clients.byId}
            pvzs={pvzs.byId}
            printedAt={printedAt}
            texts={texts}
          />
        )
      }
    </PrintDocument>
  );
};
