import {
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type {
  CashReport,
  CashShiftRow,
  PaymentLine,
  PointCash,
} from '../../../core/stats/cashReportTypes';
import { tashkentDayAt } from '../../../core/time/tashkent';
import { LiveTitle } from '../../../layout/header/LiveTitle';
import { Section } from '../../../statsViews/Section';
import { StatsView } from '../../../statsViews/StatsView';

const REPORT = 'stats/pvz-cash';
const T = 'cashShifts.report';

const money = (value: number | null | undefined, digits = 2) =>
  value == null
    ? '—'
    : value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: 2 });
const time = (iso: string | null) => (iso ? iso.slice(11, 16) : '—');

function Lines({ lines, label }: { lines: readonly PaymentLine[]; label: string }) {
  const translate = useTranslate();
  return (
    <>
      {lines.map((line) => (
        <TableRow key={`${label} ${line.paymentMethod} ${line.currency}`}>
          <TableCell>{label}</TableCell>
          <TableCell>{translate(`enums.paymentMethod.${line.paymentMethod}`)}</TableCell>
          <TableCell>{line.currency}</TableCell>
          <TableCell align="right">{line.count}</TableCell>
          <TableCell align="right">{money(line.amount)}</TableCell>
          <TableCell align="right">{money(line.amountSom, 0)}</TableCell>
        </TableRow>
      ))}
    </>
  );
}

function Shifts({ shifts }: { shifts: readonly CashShiftRow[] }) {
  const translate = useTranslate();
  if (shifts.length === 0) return null;
  const pair = (usd: number | null, som: number | null) =>
    `${money(usd)} USD · ${money(som, 0)} UZS`;
  return (
    <Table size="small" aria-label={translate(`${T}.shifts`)} sx={{ mb: 2 }}>
      <TableHead>
        <TableRow>
          <TableCell>{translate(`${T}.opened`)}</TableCell>
          <TableCell>{translate(`${T}.closed`)}</TableCell>
          <TableCell>{translate(`${T}.float`)}</TableCell>
          <TableCell>{translate(`${T}.expected`)}</TableCell>
          <TableCell>{translate(`${T}.counted`)}</TableCell>
          <TableCell>{translate(`${T}.difference`)}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {shifts.map((shift) => (
          <TableRow key={shift.id} data-shift={shift.id}>
            <TableCell>{time(shift.openedAt)}</TableCell>
            <TableCell>{shift.closedAt ? time(shift.closedAt) : translate(`${T}.open`)}</TableCell>
            <TableCell>{pair(shift.floatUsd, shift.floatSom)}</TableCell>
            <TableCell>{pair(shift.expectedUsd, shift.expectedSom)}</TableCell>
            <TableCell>{pair(shift.countedUsd, shift.countedSom)}</TableCell>
            <TableCell>{pair(shift.differenceUsd, shift.differenceSom)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function Point({ point }: { point: PointCash }) {
  const translate = useTranslate();
  return (
    <Section title={point.name} titleArgs={{ _: point.name }}>
      <Table size="small" aria-label={point.name} sx={{ mb: 2 }}>
        <TableHead>
          <TableRow>
            <TableCell>{translate(`${T}.cashier`)}</TableCell>
            <TableCell>{translate(`${T}.method`)}</TableCell>
            <TableCell>{translate(`${T}.currency`)}</TableCell>
            <TableCell align="right">{translate(`${T}.count`)}</TableCell>
            <TableCell align="right">{translate(`${T}.amount`)}</TableCell>
            <TableCell align="right">{translate(`${T}.amountSom`)}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {point.cashiers.map((cashier) => (
            <Lines key={cashier.cashier} lines={cashier.lines} label={cashier.cashier} />
          ))}
          <TableRow data-total="point">
            <TableCell colSpan={3}>
              <strong>{translate(`${T}.total`)}</strong>
            </TableCell>
            <TableCell align="right">{point.total.count}</TableCell>
            <TableCell align="right">{money(point.total.amount)}</TableCell>
            <TableCell align="right">{money(point.total.amountSom, 0)}</TableCell>
          </TableRow>
        </TableBody>
      </Table>
      {point.cashiers.map((cashier) =>
        cashier.shifts.length > 0 ? (
          <Stack key={cashier.cashier}>
            <Typography variant="subtitle2">
              {translate(`${T}.shifts`)} · {cashier.cashier}
            </Typography>
            <Shifts shifts={cashier.shifts} />
          </Stack>
        ) : null,
      )}
    </Section>
  );
}

/** /pvzList/cash (and /clientSettle/pvzCash): the day's cash of the points, per point and cashier. */
export const PvzCash = () => {
  const translate = useTranslate();
  const [day, setDay] = useState(() => tashkentDayAt(Date.now()));
  return (
    <>
      <LiveTitle title="routes.pvzCash" />
      <TextField
        type="date"
        label={translate(`${T}.day`)}
        value={day}
        onChange={(event) => event.target.value && setDay(event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ my: 2 }}
        size="small"
      />
      <StatsView<CashReport> resource={REPORT} id={day}>
        {(report) =>
          report.points.length === 0 ? (
            <Typography>{translate(`${T}.noPayments`)}</Typography>
          ) : (
            <>
              {report.points.map((point) => (
                <Point key={point.pvzId} point={point} />
              ))}
            </>
          )
        }
      </StatsView>
    </>
  );
};
