/** A process's resident memory and CPU time, from Linux's /proc/<pid>. */
import { readFileSync, writeFileSync } from 'node:fs';

const MB = 1024 * 1024;

function statusField(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
  if (!match) throw new Error(`no ${field} in /proc/${pid}/status`);
  return (Number(match[1]) * 1024) / MB;
}

/** Resident memory now, in MB. */
export const rssMb = (pid: number) => statusField(pid, 'VmRSS');

/**
 * Watches the peak resident memory of `pid` from now on. The kernel's own peak (VmHWM) is reset
 * first when it may be (clear_refs 5); otherwise, and as a floor, samples taken every 20 ms count.
 */
export function watchPeak(pid: number): { stop(): number } {
  let kernelPeak = true;
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    kernelPeak = false;
  }
  let sampled = rssMb(pid);
  const timer = setInterval(() => {
    try {
      sampled = Math.max(sampled, rssMb(pid));
    } catch {
      // the process ended; the peak so far stands
    }
  }, 20);
  return {
    stop: () => {
      clearInterval(timer);
      return kernelPeak ? Math.max(sampled, statusField(pid, 'VmHWM')) : sampled;
    },
  };
}

/** Clock ticks per second of /proc/<pid>/stat's times (USER_HZ: 100 on every Linux port in use). */
const TICKS_PER_SECOND = 100;

/**
 * CPU seconds `pid` has used so far (user + system). Over a wall-clock interval this tells work
 * from waiting: on a busy machine a request may take far longer than the CPU it needed.
 */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name, which is in parentheses and may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of the whole line: 12 and 13 after the name.
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}
