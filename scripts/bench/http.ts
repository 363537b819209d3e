/** One client's requests, timed to the last byte of each answer (sub-millisecond, unlike autocannon). */
import { Agent, request } from 'node:http';

export interface Latencies {
  /** Milliseconds. */
  p50: number;
  p99: number;
  max: number;
  count: number;
  /** Answers that were not 2xx. */
  failures: number;
}

export interface Call {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/** Nearest-rank percentile of `values` (any order); NaN when empty. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export function summarize(samples: readonly number[], failures: number): Latencies {
  return {
    p50: percentile(samples, 50),
    p99: percentile(samples, 99),
    max: samples.length === 0 ? NaN : Math.max(...samples),
    count: samples.length,
    failures,
  };
}

/** A single keep-alive connection to `baseUrl`, so timings hold no connection set-up. */
export class Client {
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 1 });
  constructor(private readonly baseUrl: string) {}

  /** Sends the call and reads the whole answer: its status, the milliseconds taken and its body. */
  timed(call: Call): Promise<{ status: number; ms: number; body: string }> {
    const url = new URL(call.path, this.baseUrl);
    const started = performance.now();
    return new Promise((done, fail) => {
      const req = request(
        url,
        { method: call.method ?? 'GET', headers: call.headers, agent: this.agent },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const ms = performance.now() - started;
            done({ status: res.statusCode ?? 0, ms, body: Buffer.concat(chunks).toString() });
          });
          res.on('error', fail);
        },
      );
      req.on('error', fail);
      req.end(call.body);
    });
  }

  /** Runs `next()`'s calls one after another until it returns undefined or `until()` says so. */
  async series(next: (i: number) => Call | undefined, until: () => boolean = () => false) {
    const samples: number[] = [];
    let failures = 0;
    for (let i = 0; !until(); i++) {
      const call = next(i);
      if (call === undefined) break;
      const { status, ms } = await this.timed(call);
      if (status >= 200 && status < 300) samples.push(ms);
      else failures++;
    }
    return summarize(samples, failures);
  }

  close(): void {
    this.agent.destroy();
  }
}

/** An `until` for Client.series: true once `seconds` have passed since it was made. */
export const after = (seconds: number) => {
  const end = performance.now() + seconds * 1000;
  return () => performance.now() >= end;
};
