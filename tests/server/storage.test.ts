import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { generateDataset } from '../../scripts/fixtures/generate';
import { createApp } from '../../server/app';
import { collections } from '../../server/generated/collections';
import { journalPath } from '../../server/storage/journalFiles';
import { tempPathFor } from '../../server/storage/writeFileAtomic';
import { tashkentDayAt } from '../../src/pages/shared/tashkentCalendar';
import { readStored, storedBytes } from './helpers/storedData';
import { DEMO_PASSWORD, startTestServer, type TestServer } from './helpers/testServer';
import { en } from './helpers/translate';
import type { Row } from './helpers/types';

const running: TestServer[] = [];
const folders: string[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.stop()));
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const start = async (options: Parameters<typeof startTestServer>[0] = {}) => {
  const server = await startTestServer(options);
  running.push(server);
  return server;
};

const tempFolder = () => {
  const folder = mkdtempSync(join(tmpdir(), 'baraka-storage-'));
  folders.push(folder);
  return folder;
};

describe('the data file', () => {
  it('is created from the fixtures generator (seed 1, as of today in Tashkent) on first start', async () => {
    const server = await start({ data: null });
    const today = tashkentDayAt(Date.now());
    const data = JSON.parse(readFileSync(server.dataFile, 'utf8'));
    expect(Object.keys(data).sort()).toEqual(Object.keys(collections).sort());
    expect(data).toEqual(
      JSON.parse(JSON.stringify(generateDataset({ seed: 1, waybills: 600, today }))),
    );
    const login = await server.call('/api/auth/login', {
      method: 'POST',
      body: { username: 'root', password: DEMO_PASSWORD },
    });
    expect(login.status).toBe(200);
  });

  it('stops the start when it is not valid JSON, and leaves it as it was', async () => {
    const dataFile = join(tempFolder(), 'db.json');
    const broken = '{"waybills": [{"id": 1,';
    writeFileSync(dataFile, broken);
    await expect(createApp({ dataFile })).rejects.toThrow(/not valid JSON.*never overwritten/s);
    expect(readFileSync(dataFile, 'utf8')).toBe(broken);
  });

  it('stops the start when it is JSON of the wrong shape', async () => {
    const dataFile = join(tempFolder(), 'db.json');
    writeFileSync(dataFile, '[1, 2, 3]');
    await expect(createApp({ dataFile })).rejects.toThrow(/JSON object of arrays/);
    expect(readFileSync(dataFile, 'utf8')).toBe('[1, 2, 3]');
  });
});

describe('a failed write', () => {
  it('answers 500 without details, keeping what is stored and what is served as they were', async () => {
    const server = await start();
    const root = await server.login('root');
    const target = readStored(server.dataFile).waybills[0];
    const before = storedBytes(server.dataFile);

    // A folder where the journal must go makes the append fail for real.
    mkdirSync(journalPath(server.dataFile));
    const failed = await server.call(`/api/waybills/${target.id}`, {
      token: root,
      method: 'PATCH',
      body: { comment: 'never saved' },
    });
    expect(failed.status).toBe(500);
    expect(failed.body).toEqual({ message: en('errors.http.500') });
    expect(storedBytes(server.dataFile).equals(before)).toBe(true);
    const shown = await server.call<Row>(`/api/waybills/${target.id}`, { token: root });
    expect(shown.body).toEqual(target);
    const listed = await server.call<Row[]>(
      `/api/waybills?s=${encodeURIComponent(JSON.stringify({ comment: 'never saved' }))}`,
      { token: root },
    );
    expect(listed.body).toEqual([]);

    rmSync(journalPath(server.dataFile), { recursive: true });
    const saved = await server.call<Row>(`/api/waybills/${target.id}`, {
      token: root,
      method: 'PATCH',
      body: { comment: 'saved now' },
    });
    expect(saved.status).toBe(200);
    const after = readStored(server.dataFile).waybills;
    expect(after.find((row) => row.id === target.id)?.comment).toBe('saved now');
  });
});

describe('atomic replacement of the data file', () => {
  it('leaves the previous file intact when the writing process is killed halfway', async () => {
    const folder = tempFolder();
    const dataFile = join(folder, 'db.json');
    writeFileSync(
      dataFile,
      JSON.stringify({ waybills: [{ id: 1, trackingNumber: 'BEFORE-CRASH' }] }),
    );
    const before = readFileSync(dataFile);

    const script = fileURLToPath(new URL('./helpers/writeLargeData.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', script, dataFile, '96'], {
      stdio: 'ignore',
    });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    const temp = tempPathFor(dataFile);
    const deadline = Date.now() + 20000;
    while (!existsSync(temp) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 1));
    expect(existsSync(temp)).toBe(true);
    child.kill('SIGKILL');
    expect(await exited).toBeNull();

    expect(readFileSync(dataFile).equals(before)).toBe(true);
    // The half-written temp file is ignored at start and replaced by the next write.
    const { close } = await createApp({ dataFile });
    await close();
  });
});
