/**
 * Replaces a file so that readers (and a crash at any moment) see either the old content or the
 * new one, never a mix: write a temp file in the same folder, fsync it, rename it over the target,
 * then fsync the folder so the rename itself is durable.
 */
import { closeSync, fsyncSync, openSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * The temp file sits next to the target (rename is only atomic within one file system). One
 * fixed name is enough: one file has one writer at a time (the store compacts once at a time), and
 * a temp file left by a crash is overwritten.
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

/**
 * The same, written chunk by chunk with the event loop free between chunks (a snapshot of 100 MB
 * would hold it for seconds); the chunks are made as they are written.
 */
export async function writeFileAtomicFrom(file: string, chunks: Iterable<string>): Promise<void> {
  const temp = tempPathFor(file);
  try {
    const handle = await open(temp, 'w');
    try {
      for (const chunk of chunks) await handle.writeFile(chunk);
      await handle.sync();
    } finally {
      await handle.close();
    }
    renameSync(temp, file);
  } catch (error) {
    removeTempFile(temp);
    throw error;
  }
  await syncFolderAsync(dirname(file));
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

/** The same without holding the event loop while the disk works. */
export async function syncFolderAsync(folder: string): Promise<void> {
  try {
    const handle = await open(folder, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // As in syncFolder: the rename has happened either way.
  }
}
