/**
 * Child process of the crash test: replaces a data file with a large one through the server's
 * atomic write, slowly enough that the parent can kill it halfway.
 *   node --import tsx writeLargeData.ts <data file> <megabytes>
 */
import { writeFileAtomic } from '../../../server/storage/writeFileAtomic';

const [file, megabytes] = process.argv.slice(2);
const note = 'x'.repeat(Number(megabytes) * 1024 * 1024);
writeFileAtomic(file, JSON.stringify({ waybills: [{ id: 1, note }] }));
