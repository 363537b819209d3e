/**
 * "Connect scale", where the browser has Web Serial: the chosen port is read reading after reading
 * (scaleReader.ts), and each settled weight other than the last fills the weighing (the same
 * parcel left on the scale does not overwrite a weight typed over it). Typing always works.
 */
import { Button, Typography } from '@mui/material';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslate } from 'react-admin';
import { readSettledWeight, type ScalePort } from './scaleReader';

/** What the page needs of Web Serial (the DOM library of TypeScript does not have it). */
interface SerialPortLike extends ScalePort {
  open(options: { baudRate: number }): Promise<void>;
}
interface SerialLike {
  requestPort(): Promise<SerialPortLike>;
}

/** What most shipping scales send at, by default. */
const BAUD_RATE = 9600;

const serialOf = (): SerialLike | undefined =>
  (navigator as Navigator & { serial?: SerialLike }).serial;
/**
 * The page is drawn on the server first (src/ssr), where there is no navigator: Web Serial is
 * looked for once the browser has taken the page over, so that both draw the same first.
 */
const noSerial = () => undefined;
const neverChanges = () => () => undefined;

export const ScaleButton = ({ onReading }: { onReading(kg: number): void }) => {
  const translate = useTranslate();
  const [state, setState] = useState<'off' | 'connected' | 'failed'>('off');
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const serial = useSyncExternalStore(neverChanges, serialOf, noSerial);
  if (!serial) return null;

  const connect = async () => {
    try {
      const port = await serial.requestPort();
      await port.open({ baudRate: BAUD_RATE });
      setState('connected');
      let last: number | undefined;
      while (mounted.current) {
        const kg = await readSettledWeight(port);
        if (kg !== last && mounted.current) onReading(kg);
        last = kg;
      }
    } catch {
      if (mounted.current) setState('failed');
    }
  };

  return state === 'connected' ? (
    <Typography color="success.main">{translate('floorReceive.scale.connected')}</Typography>
  ) : (
    <>
      <Button variant="outlined" onClick={() => void connect()}>
        {translate('floorReceive.scale.connect')}
      </Button>
      {state === 'failed' && (
        <Typography color="error">{translate('floorReceive.scale.failed')}</Typography>
      )}
    </>
  );
};
