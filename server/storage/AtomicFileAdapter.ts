/**
 * A lowdb 1 adapter over one JSON file. Reading refuses anything that is not a JSON object of
 * arrays (with a message saying what to do); writing goes through writeFileAtomic.
 */
import { readFileSync } from 'node:fs';
import { DataFileError } from './dataFileError';
import type { Data } from './types';
import { writeFileAtomic } from './writeFileAtomic';

export class AtomicFileAdapter {
  constructor(readonly source: string) {}

  read(): Data {
    let text: string;
    try {
      text = readFileSync(this.source, 'utf8');
    } catch (error) {
      throw new DataFileError(`Cannot read the data file ${this.source}: ${messageOf(error)}`);
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      throw new DataFileError(
        `The data file ${this.source} is not valid JSON (${messageOf(error)}). ` +
          'Fix it, or move it away to start from fresh demo data; it is never overwritten.',
      );
    }
    if (!isData(parsed)) {
      throw new DataFileError(
        `The data file ${this.source} must hold a JSON object of arrays (collection -> records). ` +
          'Fix it, or move it away to start from fresh demo data; it is never overwritten.',
      );
    }
    return parsed;
  }

  write(data: Data): void {
    writeFileAtomic(this.source, JSON.stringify(data, null, 2));
  }
}

function isData(value: unknown): value is Data {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every(Array.isArray)
  );
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
