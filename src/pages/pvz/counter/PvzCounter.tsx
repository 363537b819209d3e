/**
 * /pvzList/counter: the pickup point's counter (docs/decisions.md "Counter"). Keyboard first like
 * the floor stations: the scan field has the focus; Enter finds the client (code, phone, scanned
 * tracking number or QR); the parcels waiting here are all chosen; Ctrl+Enter sends the code;
 * the code and Enter hand them over, paid; Esc starts on the next client.
 */
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { actionMeta, mayRunAction } from '../../../core/rules/actions';
import { useRole } from '../../../permissions/useRole';
import { ScanField } from '../../floor/station/ScanField';
import {
  confirmHandover,
  findClient,
  handOverWithoutCode,
  sendCode,
  toPayFor,
  type CounterClient,
  type Handover,
  type Payment,
} from './counterCalls';

const METHODS = [
  { value: 2, key: 'cash' },
  { value: 0, key: 'card' },
  { value: 1, key: 'payme' },
] as const;

const usd = (value: number) => `${value.toFixed(2)} USD`;
const som = (value: number) => `${value.toLocaleString('ru-RU')} so'm`;
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export const PvzCounter = () => {
  const translate = useTranslate();
  const role = useRole();
  const [found, setFound] = useState<CounterClient>();
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  /** What the cashier typed; until then, what the chosen parcels need (USD). */
  const [typed, setAmount] = useState<string>();
  const [currency, setCurrency] = useState<'USD' | 'SUM'>('USD');
  const [method, setMethod] = useState<number>(2);
  const [handover, setHandover] = useState<Handover>();
  const [code, setCode] = useState('');
  const [reason, setReason] = useState('');
  const [done, setDone] = useState<{ id: number; count: number }>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const picked = found?.parcels.filter((parcel) => chosen.has(parcel.id)) ?? [];
  const toPay = toPayFor(picked);
  const amount = typed ?? (toPay > 0 ? toPay.toFixed(2) : '');

  const reset = () => {
    setFound(undefined);
    setHandover(undefined);
    setCode('');
    setReason('');
    setDone(undefined);
    setError(undefined);
  };

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(undefined);
    try {
      await work();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };

  const find = (query: string) =>
    run(async () => {
      reset();
      const answer = await findClient(query);
      setFound(answer);
      setAmount(undefined);
      setCurrency('USD');
      setChosen(new Set(answer.parcels.map((parcel) => parcel.id)));
    });

  const payment = (): Payment | undefined => {
    const value = Number(amount.replace(',', '.'));
    return found?.paysHere && value > 0
      ? { amount: value, currency, paymentMethod: method }
      : undefined;
  };

  const send = () =>
    found &&
    run(async () => {
      setHandover(await sendCode(found.client.id, [...chosen]));
    });

  const confirm = () =>
    handover &&
    run(async () => {
      try {
        const answer = await confirmHandover(handover, code, payment());
        setDone({ id: answer.id, count: chosen.size });
      } catch (failure) {
        // A wrong code counted a try: the next one starts from the version it answered.
        const body = (failure as { body?: { version?: number } }).body;
        if (typeof body?.version === 'number') setHandover({ ...handover, version: body.version });
        setCode('');
        throw failure;
      }
    });

  const withoutCode = () =>
    found &&
    run(async () => {
      const answer = await handOverWithoutCode(found.client.id, [...chosen], reason, payment());
      setDone({ id: answer.id, count: chosen.size });
    });

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') reset();
      if (event.key === 'Enter' && event.ctrlKey && found && !handover && !done) {
        // Not also a search of what the scan field holds (its form's Enter).
        event.preventDefault();
        void send();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const toggle = (id: number) => {
    const next = new Set(chosen);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setChosen(next);
    setAmount(undefined);
  };

  const isPvzAdmin = mayRunAction(actionMeta('handover', 'handOverWithoutCode'), role);

  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 }, maxWidth: 960 }}>
      <Typography variant="h5">{translate('counter.title')}</Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('counter.findPrompt')}
      </Typography>
      <ScanField
        label={translate('counter.findField')}
        holdFocus={handover === undefined}
        onSubmit={(query) => void find(query)}
        focusKey={found}
        testId="counter-find"
      />
      {error && (
        <Alert severity="error" data-testid="counter-error">
          {error}
        </Alert>
      )}
      {done && (
        <Alert
          severity="success"
          data-testid="counter-done"
          action={
            <Stack direction="row" spacing={1}>
              <Button
                component={RouterLink}
                to={`/pvzList/counter/receipt/${done.id}`}
                data-testid="counter-receipt"
              >
                {translate('counter.printReceipt')}
              </Button>
              <Button onClick={reset}>{translate('counter.next')}</Button>
            </Stack>
          }
        >
          {translate('counter.done', { count: done.count })}
        </Alert>
      )}
      {found && !done && (
        <Card variant="outlined" data-testid="counter-client">
          <CardContent>
            <Stack spacing={2}>
              <Box>
                <Typography variant="h6">
                  {found.client.clientCode}
                  {found.client.nickname ? ` · ${found.client.nickname}` : ''}
                </Typography>
                <Typography variant="body2">
                  {translate('counter.phone')}: {found.client.phone ?? translate('counter.noPhone')}
                </Typography>
                <Typography variant="body2">
                  {translate('counter.waiting', { count: found.parcels.length })}
                </Typography>
              </Box>
              {found.parcels.length === 0 ? (
                <Alert severity="info">{translate('counter.none')}</Alert>
              ) : (
                <Box sx={{ overflowX: 'auto' }}>
                  <Table size="small">
                    <TableHead>
                      <TableRow>
                        <TableCell padding="checkbox">
                          {translate('counter.columns.pick')}
                        </TableCell>
                        <TableCell>{translate('counter.columns.trackingNumber')}</TableCell>
                        <TableCell align="right">{translate('counter.columns.freight')}</TableCell>
                        <TableCell align="right">{translate('counter.columns.paid')}</TableCell>
                        <TableCell align="right">{translate('counter.columns.left')}</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {found.parcels.map((parcel) => (
                        <TableRow key={parcel.id} data-testid="counter-parcel">
                          <TableCell padding="checkbox">
                            <Checkbox
                              checked={chosen.has(parcel.id)}
                              onChange={() => toggle(parcel.id)}
                              disabled={handover !== undefined}
                              slotProps={{ input: { 'aria-label': parcel.trackingNumber } }}
                            />
                          </TableCell>
                          <TableCell>
                            {parcel.trackingNumber}
                            {parcel.block && (
                              <Typography variant="caption" color="warning.main" display="block">
                                {translate('counter.blocked')}
                              </Typography>
                            )}
                          </TableCell>
                          <TableCell align="right">{usd(parcel.finalFreight ?? 0)}</TableCell>
                          <TableCell align="right">{usd(parcel.paid)}</TableCell>
                          <TableCell align="right">{usd(parcel.left)}</TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </Box>
              )}
              <Box data-testid="counter-totals">
                <Typography variant="subtitle1" data-testid="counter-to-pay">
                  {translate('counter.totals.selected')}: <b>{usd(toPay)}</b>
                  {found.rate !== null && ` · ${som(Math.round(toPay * found.rate))}`}
                </Typography>
                <Typography variant="body2">
                  {translate('counter.totals.due')}: {usd(found.due)}
                  {found.som && ` · ${som(found.som.due)}`}
                </Typography>
                <Typography variant="body2">
                  {translate('counter.totals.credit')}: {usd(found.credit)}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {found.rate === null
                    ? translate('counter.totals.noRate')
                    : translate('counter.totals.rate', { rate: found.rate })}
                </Typography>
              </Box>
              {found.parcels.length > 0 &&
                (found.paysHere ? (
                  <Stack
                    direction={{ xs: 'column', sm: 'row' }}
                    spacing={1}
                    sx={{ alignItems: { sm: 'center' } }}
                  >
                    <TextField
                      label={translate('counter.payment.amount')}
                      value={amount}
                      onChange={(event) => setAmount(event.target.value)}
                      size="small"
                      slotProps={{
                        htmlInput: { inputMode: 'decimal', 'data-testid': 'counter-amount' },
                      }}
                    />
                    <ToggleButtonGroup
                      size="small"
                      exclusive
                      value={currency}
                      onChange={(_event, value: 'USD' | 'SUM' | null) =>
                        value && setCurrency(value)
                      }
                      aria-label={translate('counter.payment.currency')}
                    >
                      <ToggleButton value="USD">USD</ToggleButton>
                      <ToggleButton value="SUM">so&apos;m</ToggleButton>
                    </ToggleButtonGroup>
                    <ToggleButtonGroup
                      size="small"
                      exclusive
                      value={method}
                      onChange={(_event, value: number | null) =>
                        value !== null && setMethod(value)
                      }
                      aria-label={translate('counter.payment.method')}
                    >
                      {METHODS.map(({ value, key }) => (
                        <ToggleButton key={key} value={value}>
                          {translate(`counter.payment.${key}`)}
                        </ToggleButton>
                      ))}
                    </ToggleButtonGroup>
                  </Stack>
                ) : (
                  <Alert severity="info">{translate('counter.payment.companyPays')}</Alert>
                ))}
              {found.parcels.length > 0 && !handover && (
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                  <Button
                    variant="contained"
                    disabled={busy || chosen.size === 0 || !found.client.phone}
                    onClick={() => void send()}
                    data-testid="counter-send"
                  >
                    {translate('counter.sendCode')}
                  </Button>
                </Stack>
              )}
              {handover && (
                <Box
                  component="form"
                  data-keeps-focus
                  onSubmit={(event) => {
                    event.preventDefault();
                    void confirm();
                  }}
                >
                  <Typography variant="body2" sx={{ mb: 1 }}>
                    {translate('counter.codeSent', { phone: found.client.phone ?? '' })}
                  </Typography>
                  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                    <TextField
                      autoFocus
                      size="small"
                      label={translate('counter.codeField')}
                      value={code}
                      onChange={(event) => setCode(event.target.value)}
                      slotProps={{
                        htmlInput: {
                          inputMode: 'numeric',
                          autoComplete: 'one-time-code',
                          'data-testid': 'counter-code',
                        },
                      }}
                    />
                    <Button
                      type="submit"
                      variant="contained"
                      disabled={busy}
                      data-testid="counter-confirm"
                    >
                      {translate('counter.confirm')}
                    </Button>
                  </Stack>
                </Box>
              )}
              {isPvzAdmin && found.parcels.length > 0 && !handover && (
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} data-keeps-focus>
                  <TextField
                    size="small"
                    sx={{ flex: 1 }}
                    label={translate('counter.reason')}
                    value={reason}
                    onChange={(event) => setReason(event.target.value)}
                  />
                  <Button
                    variant="outlined"
                    disabled={busy || reason.trim().length < 10 || chosen.size === 0}
                    onClick={() => void withoutCode()}
                  >
                    {translate('counter.withoutCode')}
                  </Button>
                </Stack>
              )}
            </Stack>
          </CardContent>
        </Card>
      )}
      <Link component={RouterLink} to="/pvzList/handovers" variant="body2">
        {translate('resources.handovers.name', { smart_count: 2, _: '' })}
      </Link>
    </Stack>
  );
};
