import type { BundleFigures } from './bundleBench';
import type { CounterFigures } from './counterBench';
import type { Seeding } from './datasets';
import type { ExportFigures } from './exportBench';
import type { FirstRowFigures } from './firstRowBench';
import type { Latencies } from './http';
import type { FormFactor, LighthouseFigures } from './lighthouseBench';
import type { ListFigures } from './listBench';
import type { ScanFigures } from './floorBench';
import type { MixRun } from './mixedLoadBench';
import type { ScreensFigures } from './screensTargets';
import type { JunkLoginFigures } from './loginBench';
import type { LoadSummary, Machine } from './machine';
import type { StackName } from './stacks';
import type { StatsFigures } from './statsBench';
import type { WriteFigures } from './writeBench';

/** The server of one list run: how long it took to start, and its resident memory. */
export interface ServerFigures {
  /**
   * Seconds from spawn to the first successful HTTP answer over data already made, of every
   * start at this size (the list's own server last).
   */
  startSeconds: number[];
  /** CPU seconds of the list's server until its first answer. */
  startCpuSeconds: number;
  /** Resident memory (MB) of the list's server right after start and after both list runs. */
  rssAfterStartMb: number;
  rssAfterListMb: number;
}

/** Everything one `npm run bench` measured; a part that was not run is missing. */
export interface Results {
  machine: Machine;
  /** The machine's load average while the run went on. */
  load: LoadSummary;
  startedAt: Date;
  minutes: number;
  command: string;
  /** How each size's database was made (not timed in any figure). */
  seedings: Seeding[];
  /** Per data set size, per back end. */
  list: {
    waybills: number;
    stacks: Partial<Record<StackName, ListFigures & { server: ServerFigures }>>;
  }[];
  writes?: {
    waybills: number;
    stacks: Partial<Record<StackName, WriteFigures>>;
    /** One small append + fdatasync on the data files' disk. */
    diskSync: Latencies;
  };
  /** The dashboard's and PVZ pages' statistics, right after a write and kept (ours only). */
  stats?: { waybills: number; figures: StatsFigures[] };
  export?: { waybills: number; figures: ExportFigures };
  bundle?: BundleFigures;
  /** Ours at `waybills`, the plain react-admin peer at `peerWaybills`, in the same runs. */
  firstRow?: { waybills: number; peerWaybills: number; figures: FirstRowFigures };
  /** When the screens first take input, and in-app moves; ours and the peer as firstRow. */
  screens?: { waybills: number; peerWaybills: number; figures: ScreensFigures };
  /** The floor's scans: at the API per size (ours only), and typed on the packing station. */
  floor?: {
    api: { waybills: number; figures: ScanFigures }[];
    screen?: { waybills: number; figures: ScanFigures };
  };
  /** The pickup point's counter at the API (ours only). */
  counter?: { waybills: number; figures: CounterFigures };
  /** Reads and writes at once on SQLite (ours only). */
  mix?: { waybills: number; seconds: number; run: MixRun };
  lighthouse?: {
    waybills: number;
    peerWaybills: number;
    figures: Partial<Record<FormFactor, { ours: LighthouseFigures; peer: LighthouseFigures }>>;
  };
  /** Unauthenticated logins and captchas with 5,000-character usernames. */
  junkLogins?: { waybills: number; figures: JunkLoginFigures };
}
