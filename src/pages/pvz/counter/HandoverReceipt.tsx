/**
 * /pvzList/counter/receipt/:id: the hand-over's receipt, on a 58 mm roll or an 80 mm one with
 * `?size=80` (docs/decisions.md "Counter"): the point, the client, when and by whom, each parcel,
 * the payment, and a QR of the hand-over (`BARAKA:HANDOVER:<id>`). Drawn with the floor's print
 * frame and barcodes (src/pages/floor/print/).
 */
import { Box } from '@mui/material';
import { useGetOne } from 'react-admin';
import { useParams, useSearchParams } from 'react-router-dom';
import type { Client, Handover, Pvz, User, Waybill } from '../../../core/generated/types';
import { routePathOf } from '../../../core/rules/resourceNames';
import { Barcode } from '../../floor/print/Barcode';
import { DocumentFields } from '../../floor/print/DocumentFields';
import { PrintDocument } from '../../floor/print/PrintDocument';
import { useRecordsById } from '../../floor/print/useRecordsById';

export const HANDOVER_QR_PREFIX = 'BARAKA:HANDOVER:';

export const HandoverReceipt = () => {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const wide = params.get('size') === '80';
  const handover = useGetOne<Handover & { id: number }>(routePathOf('handover'), {
    id: Number(id),
  });
  const data = handover.data;
  const client = useGetOne<Client & { id: number }>(
    routePathOf('client'),
    { id: data?.clientId ?? 0 },
    { enabled: data?.clientId != null },
  );
  const pvzs = useRecordsById<Pvz & { id: number }>(routePathOf('pvz'), [data?.pvzId ?? undefined]);
  const users = useRecordsById<User & { id: number }>(routePathOf('user'), [
    data?.handedBy ?? undefined,
  ]);
  const parcelIds = (data?.parcels ?? []).map((row) => row.waybillId);
  const parcels = useRecordsById<Waybill & { id: number }>(routePathOf('waybill'), parcelIds);
  const size = wide ? '3.2mm' : '2.6mm';
  return (
    <PrintDocument
      paper={wide ? 'receipt80' : 'receipt58'}
      reads={[handover, client, pvzs, users, parcels]}
      found={data !== undefined}
    >
      {({ translate, field, day }) =>
        data && (
          <Box
            data-testid="handover-receipt"
            sx={{ display: 'flex', flexDirection: 'column', gap: '2mm', fontSize: size }}
          >
            <Box sx={{ fontWeight: 700, textAlign: 'center', fontSize: wide ? '4.5mm' : '3.6mm' }}>
              {translate('counter.receipt.title')}
            </Box>
            <DocumentFields
              size={size}
              fields={[
                {
                  label: translate('counter.receipt.number'),
                  value: String(data.id),
                  strong: true,
                },
                {
                  label: translate('counter.receipt.point'),
                  value: pvzs.byId.get(Number(data.pvzId))?.name ?? '—',
                },
                {
                  label: translate('counter.receipt.client'),
                  value: client.data?.clientCode ?? '—',
                },
                {
                  label: translate('counter.receipt.when'),
                  value: data.handedAt
                    ? `${day(data.handedAt)} ${data.handedAt.slice(11, 16)} UTC`
                    : '—',
                },
                {
                  label: translate('counter.receipt.who'),
                  value: String(users.byId.get(Number(data.handedBy))?.username ?? '—'),
                },
                {
                  label: translate('counter.receipt.payment'),
                  value:
                    data.paidAmount != null
                      ? `${data.paidAmount} USD · ${data.paidAmountSom ?? ''} so'm`
                      : translate('counter.receipt.noPayment'),
                },
                ...(data.reason
                  ? [{ label: translate('counter.receipt.reason'), value: data.reason }]
                  : []),
              ]}
            />
            <Box sx={{ fontWeight: 700 }}>
              {translate('counter.receipt.parcels')}: {parcelIds.length}
            </Box>
            <Box component="ol" sx={{ m: 0, pl: '4mm' }} data-testid="receipt-parcels">
              {parcelIds.map((parcelId) => {
                const parcel = parcels.byId.get(parcelId);
                return (
                  <li key={parcelId}>
                    {parcel?.trackingNumber ?? parcelId} · {field('waybill', 'finalFreight')}:{' '}
                    {parcel?.finalFreight ?? '—'} USD
                  </li>
                );
              })}
            </Box>
            <Barcode
              symbology="qrcode"
              text={`${HANDOVER_QR_PREFIX}${data.id}`}
              sx={{
                width: wide ? '30mm' : '24mm',
                height: wide ? '30mm' : '24mm',
                alignSelf: 'center',
              }}
            />
          </Box>
        )
      }
    </PrintDocument>
  );
};
