import type { BundleFigures } from './bundleBench';
import type { ExportFigures } from './exportBench';
import type { FirstRowFigures } from './firstRowBench';
import type { Latencies } from './http';
import type { LighthouseFigures } from './lighthouseBench';
import type { ListFigures } from './listBench';
import type { LoadSummary, Machine } from './machine';
import type { StackName } from './stacks';
import type { WriteFigures } from './writeBench';

/** Everything one `npm run bench` measured; a part that was not run is missing. */
export interface Results {
  machine: Machine;
  /** The machine's load average while the run went on. */
  load: LoadSummary;
  startedAt: Date;
  minutes: number;
  command: string;
  /** Per data set size, per back end. */
  list: { waybills: number; stacks: Partial<Record<StackName, ListFigures>> }[];
  writes?: {
    waybills: number;
    stacks: Partial<Record<StackName, WriteFigures>>;
    /** One small append + fdatasync on the data files' disk. */
    diskSync: Latencies;
  };
  export?: { waybills: number; figures: ExportFigures };
  bundle?: BundleFigures;
  firstRow?: { waybills: number; figures: FirstRowFigures };
  lighthouse?: { waybills: number; figures: LighthouseFigures };
}
