/**
 * Replaces a file so that readers (and a crash at any moment) see either the old content or the
 * new one, never a mix: write a temp file in the same folder, fsync it, rename it over the target,
 * then fsync the folder so the rename itself is durable.
 */
import { closeSync, fsyncSync, openSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * The temp file sits next to the target (rename is only atomic within one file system). One
 * fixed name is enough: writes are synchronous, and a temp file left by a crash is overwritten.
 */
export function tempPathFor(file: string): string {
  return `${file}.tmp`;
}

export function writeFileAtomic(file: string, content: string): void {
  const temp = tempPathFor(file);
  try {
    const fd = openSync(temp, 'w');
    try {
      writeFileSync(fd, content);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, file);
  } catch (error) {
    removeTempFile(temp);
    throw error;
  }
  syncFolder(dirname(file));
}

function removeTempFile(temp: string): void {
  try {
    unlinkSync(temp);
  } catch {
    // Nothing to clean up, or something that is not a file: leave it, the write error matters.
  }
}

function syncFolder(folder: string): void {
  let fd: number | undefined;
  try {
    fd = openSync(folder, 'r');
    fsyncSync(fd);
  } catch {
    // Some platforms (Windows) cannot fsync a folder; the rename has happened either way.
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}
