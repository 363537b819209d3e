/**
 * /floor/print/parcel/:id: a parcel's label, 100 × 150 mm, or a 58 mm thermal one with `?size=58`.
 * Its tracking number as Code 128 and as a QR code, its client's code (what the parcel is sorted
 * by), pickup point (its own, else its client's), weight, route and the day printed.
 */
import { Box } from '@mui/material';
import { useState } from 'react';
import { useGetOne } from 'react-admin';
import { useParams, useSearchParams } from 'react-router-dom';
import type { Client, Pvz, Waybill } from '../../../core/generated/types';
import { routePathOf } from '../../../core/rules/resourceNames';
import { Barcode } from './Barcode';
import { DocumentFields } from './DocumentFields';
import { pickupPointIdOf } from './pickupPoint';
import { PrintDocument } from './PrintDocument';
import { useRecordsById } from './useRecordsById';
import type { DocumentTexts } from './useDocumentTexts';

/** Where a parcel goes: from Yiwu through Tashkent to its pickup point. */
const routeOf = ({ translate }: DocumentTexts, pvz: Pvz | undefined) =>
  [translate('enums.boxStatus.Yiwu'), translate('enums.boxStatus.Toshkent'), pvz?.name]
    .filter(Boolean)
    .join(' → ');

interface LabelProps {
  parcel: Waybill;
  client?: Client;
  pvz?: Pvz;
  printedAt: string;
  thermal: boolean;
  texts: DocumentTexts;
}

const Label = ({ parcel, client, pvz, printedAt, thermal, texts }: LabelProps) => {
  const { field, translate } = texts;
  const fields = [
    { label: field('client', 'clientCode'), value: client?.clientCode ?? '—', strong: true },
    { label: field('waybill', 'pvzId'), value: pvz?.name ?? '—' },
    { label: field('waybill', 'weight'), value: texts.kg(parcel.weight) },
    { label: translate('floorPrint.route'), value: routeOf(texts, pvz) },
    { label: translate('floorPrint.date'), value: texts.day(printedAt) },
  ];
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: thermal ? '1.5mm' : '3mm',
        height: '100%',
      }}
    >
      <Box
        data-testid="print-tracking-number"
        sx={{
          fontWeight: 700,
          fontSize: thermal ? '4mm' : '6mm',
          textAlign: 'center',
          overflowWrap: 'anywhere',
        }}
      >
        {parcel.trackingNumber}
      </Box>
      <Barcode
        symbology="code128"
        text={parcel.trackingNumber}
        sx={{ height: thermal ? '14mm' : '24mm' }}
      />
      <Box
        sx={{
          display: 'flex',
          gap: '3mm',
          alignItems: 'flex-start',
          flexDirection: thermal ? 'column' : 'row',
        }}
      >
        <Barcode
          symbology="qrcode"
          text={parcel.trackingNumber}
          sx={{
            width: thermal ? '22mm' : '32mm',
            height: thermal ? '22mm' : '32mm',
            flex: 'none',
            alignSelf: thermal ? 'center' : undefined,
          }}
        />
        <DocumentFields fields={fields} size={thermal ? '2.6mm' : '3.6mm'} />
      </Box>
    </Box>
  );
};

export const ParcelLabel = () => {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const thermal = params.get('size') === '58';
  const [printedAt] = useState(() => new Date().toISOString());
  const parcel = useGetOne<Waybill>(routePathOf('waybill'), { id: Number(id) });
  const clientId = parcel.data?.clientId;
  const client = useGetOne<Client>(
    routePathOf('client'),
    { id: clientId ?? 0 },
    { enabled: clientId != null },
  );
  const pvzId = parcel.data && pickupPointIdOf(parcel.data, client.data);
  const pvzs = useRecordsById<Pvz>(routePathOf('pvz'), [pvzId]);
  return (
    <PrintDocument
      paper={thermal ? 'thermal58' : 'label'}
      reads={[parcel, client, pvzs]}
      found={parcel.data !== undefined}
    >
      {(texts) =>
        parcel.data && (
          <Label
            parcel={parcel.data}
            client={client.data}
            pvz={pvzId === undefined ? undefined : pvzs.byId.get(pvzId)}
            printedAt={printedAt}
            thermal={thermal}
            texts={texts}
          />
        )
      }
    </PrintDocument>
  );
};
