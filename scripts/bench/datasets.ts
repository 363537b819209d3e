/** The data files under test: one per size, from the fixtures generator (seed 1), once per run. */
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateDataset } from '../fixtures/generate';

export interface DataCopy {
  file: string;
  /** Deletes the copy and whatever its server kept next to it. */
  remove(): void;
}

export class Datasets {
  private readonly files = new Map<number, string>();
  private copies = 0;

  constructor(private readonly dir: string) {}

  /** The pristine file of `waybills` waybills, generated on first use. */
  private source(waybills: number): string {
    let file = this.files.get(waybills);
    if (file === undefined) {
      file = join(this.dir, `waybills-${waybills}.json`);
      writeFileSync(file, JSON.stringify(generateDataset({ seed: 1, waybills })));
      this.files.set(waybills, file);
    }
    return file;
  }

  /**
   * A fresh copy in its own folder for one server: each back end writes to its own file (and the
   * demo API keeps its secret and temp files beside it), so no run sees another's changes.
   */
  copy(waybills: number): DataCopy {
    const folder = join(this.dir, `copy-${++this.copies}`);
    mkdirSync(folder);
    const file = join(folder, 'db.json');
    copyFileSync(this.source(waybills), file);
    return { file, remove: () => rmSync(folder, { recursive: true, force: true }) };
  }
}
