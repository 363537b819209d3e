/**
 * The data under test, made once per run and size: the JSON file from the fixtures generator
 * (seed 1) that plain json-server serves, and a SQLite database of the demo API seeded from that
 * same file. Above FULL_SIZE there is no JSON file (json-server cannot hold one): the database is
 * the FULL_SIZE one with its waybills copied in SQL (growDatabase.ts).
 */
import { copyFileSync, existsSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiToken } from '../../tests/e2e/login';
import { generateDataset } from '../../server/db/demoData/generate';
import { multiplyWaybills } from './growDatabase';
import type { OurServerOptions, ServerProcess } from './processes';
import type { StackName } from './stacks';
import { FULL_SIZE } from './targets';

/** The user whose token the demo API is measured with: ROOT may list and export everything. */
export const BENCH_USER = 'root';
/** A company role's user: its lists hold only its company's rows (row scope). */
export const COMPANY_BENCH_USER = 'company_admin';
/** Seeding 100,000 waybills on a busy machine takes minutes: no start-up limit is meant for it. */
const SEEDING_TIMEOUT_MS = 30 * 60_000;

export interface DataCopy {
  /** The JSON file (plain json-server) or the SQLite database (the demo API). */
  file: string;
  /** A token of BENCH_USER, valid on the copy (its secret is in the database); '' for plain. */
  token: string;
  /** A token of COMPANY_BENCH_USER on the copy; '' for plain. */
  companyToken: string;
  /** Deletes the copy and whatever its server kept next to it. */
  remove(): void;
}

/** How a size's database was made, outside every timed part. */
export interface Seeding {
  waybills: number;
  how: 'seeded' | 'multiplied';
  seconds: number;
  /** The database file's size, MB. */
  megabytes: number;
}

interface Database {
  file: string;
  token: string;
  companyToken: string;
}

type StartOurs = (database: string, options: OurServerOptions) => Promise<ServerProcess>;

export class Datasets {
  private readonly files = new Map<number, string>();
  private readonly databases = new Map<number, Promise<Database>>();
  private copies = 0;
  /** Every database made this run, in order. */
  readonly seedings: Seeding[] = [];

  constructor(
    private readonly dir: string,
    private readonly startOurs: StartOurs,
    private readonly log: (message: string) => void,
  ) {}

  /** The pristine JSON file of `waybills` waybills, generated on first use. */
  private json(waybills: number): string {
    if (waybills > FULL_SIZE) throw new Error(`no JSON file above ${FULL_SIZE} waybills`);
    let file = this.files.get(waybills);
    if (file === undefined) {
      file = join(this.dir, `waybills-${waybills}.json`);
      writeFileSync(file, JSON.stringify(generateDataset({ seed: 1, waybills })));
      this.files.set(waybills, file);
    }
    return file;
  }

  /** The pristine database of `waybills` waybills, made on first use. */
  private database(waybills: number): Promise<Database> {
    let database = this.databases.get(waybills);
    if (database === undefined) {
      database = waybills > FULL_SIZE ? this.multiply(waybills) : this.seed(waybills);
      this.databases.set(waybills, database);
    }
    return database;
  }

  /**
   * Loaded by the demo API's own first start with `--seed` (one transaction, as a new
   * deployment), which is then stopped: the measured starts open it already seeded.
   */
  private async seed(waybills: number): Promise<Database> {
    const json = this.json(waybills);
    const file = join(this.dir, `waybills-${waybills}.db`);
    this.log(`seeding a database of ${waybills} waybills`);
    const started = performance.now();
    const server = await this.startOurs(file, { seed: json, timeoutMs: SEEDING_TIMEOUT_MS });
    try {
      const token = await apiToken(server.url, BENCH_USER);
      const companyToken = await apiToken(server.url, COMPANY_BENCH_USER);
      return { file, token, companyToken };
    } finally {
      await server.stop();
      this.done(waybills, 'seeded', file, started);
    }
  }

  /** The FULL_SIZE database with its waybills copied until there are `waybills` of them. */
  private async multiply(waybills: number): Promise<Database> {
    if (waybills % FULL_SIZE !== 0)
      throw new Error(`${waybills} is not a multiple of ${FULL_SIZE}`);
    const base = await this.database(FULL_SIZE);
    const file = join(this.dir, `waybills-${waybills}.db`);
    this.log(`copying the waybills of ${FULL_SIZE} to make ${waybills}`);
    const started = performance.now();
    copyDatabase(base.file, file);
    multiplyWaybills(file, waybills / FULL_SIZE);
    this.done(waybills, 'multiplied', file, started);
    // The copy keeps the base's token secret (in its _meta table) and users.
    return { file, token: base.token, companyToken: base.companyToken };
  }

  private done(waybills: number, how: Seeding['how'], file: string, started: number): void {
    const seconds = (performance.now() - started) / 1000;
    const megabytes = statSync(file).size / 1024 / 1024;
    this.seedings.push({ waybills, how, seconds, megabytes });
    this.log(`${how} ${waybills} waybills in ${seconds.toFixed(1)} s (${megabytes.toFixed(0)} MB)`);
  }

  /**
   * A fresh copy in its own folder for one server: each back end writes to its own file (and
   * keeps whatever it writes beside it there), so no run sees another's changes.
   */
  async copy(waybills: number, stack: StackName): Promise<DataCopy> {
    const folder = join(this.dir, `copy-${++this.copies}`);
    mkdirSync(folder);
    const remove = () => rmSync(folder, { recursive: true, force: true });
    try {
      if (stack === 'plain') {
        const file = join(folder, 'db.json');
        copyFileSync(this.json(waybills), file);
        return { file, token: '', companyToken: '', remove };
      }
      const { file: source, token, companyToken } = await this.database(waybills);
      const file = join(folder, 'baraka.db');
      copyDatabase(source, file);
      return { file, token, companyToken, remove };
    } catch (error) {
      remove();
      throw error;
    }
  }
}

/** A closed SQLite database, with its write-ahead log if one was left. */
function copyDatabase(from: string, to: string): void {
  copyFileSync(from, to);
  if (existsSync(`${from}-wal`)) copyFileSync(`${from}-wal`, `${to}-wal`);
}
