/** Throughput under concurrent clients, with autocannon. */
import autocannon from 'autocannon';
import { cpuSeconds } from './procfs';

export interface Load {
  /** Mean answers per second. */
  rps: number;
  /** Milliseconds (autocannon's histogram has whole milliseconds). */
  p50: number;
  p99: number;
  /** Answers received, and those that were errors, timeouts or not 2xx. */
  requests: number;
  failures: number;
  seconds: number;
  /** CPU seconds the server used during the measured run, when its pid was given. */
  serverCpuSeconds?: number;
}

export interface LoadOptions {
  url: string;
  headers: Record<string, string>;
  connections: number;
  seconds: number;
  /** Stops earlier after this many requests (for a back end too slow to run for long). */
  maxRequests?: number;
  /** Seconds of the same load before the measured run, so that the JIT has compiled the path. */
  warmupSeconds?: number;
  /** The server's process: the CPU it uses in the measured run tells work from waiting. */
  pid?: number;
}

export async function measureLoad(options: LoadOptions): Promise<Load> {
  const base = {
    url: options.url,
    headers: options.headers,
    connections: options.connections,
    // A slow back end still answers within this; a request left waiting longer counts as failed.
    timeout: 30,
  };
  if (options.warmupSeconds) await autocannon({ ...base, duration: options.warmupSeconds });
  const cpuBefore = options.pid === undefined ? undefined : cpuSeconds(options.pid);
  const result = await autocannon({
    ...base,
    duration: options.seconds,
    ...(options.maxRequests === undefined ? {} : { maxOverallRequests: options.maxRequests }),
  });
  const requests = result['2xx'] + result.non2xx;
  return {
    rps: requests / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests,
    failures: result.errors + result.non2xx,
    seconds: result.duration,
    ...(options.pid !== undefined &&
      cpuBefore !== undefined && { serverCpuSeconds: cpuSeconds(options.pid) - cpuBefore }),
  };
}
