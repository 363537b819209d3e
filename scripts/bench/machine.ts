/** The machine the figures were taken on. */
import { readFileSync } from 'node:fs';
import { cpus, loadavg, release, totalmem } from 'node:os';

export interface Machine {
  cpu: string;
  cores: number;
  ramGb: number;
  os: string;
  node: string;
  /** 1-minute load average when the run started: other work sharing the cores skews figures. */
  loadAtStart: number;
}

function osName(): string {
  try {
    const pretty = /^PRETTY_NAME="?([^"\n]+)"?/m.exec(readFileSync('/etc/os-release', 'utf8'));
    if (pretty) return `${pretty[1]}, Linux ${release()}`;
  } catch {
    // not a Linux with os-release
  }
  return `${process.platform} ${release()}`;
}

export function describeMachine(): Machine {
  const all = cpus();
  return {
    cpu: all[0]?.model.trim() ?? 'unknown',
    cores: all.length,
    ramGb: totalmem() / 1024 ** 3,
    os: osName(),
    node: process.version,
    loadAtStart: loadavg()[0],
  };
}

export interface LoadSummary {
  mean: number;
  max: number;
}

/** Samples the 1-minute load average every 2 s until stopped. */
export function watchLoad(): { stop(): LoadSummary } {
  const samples = [loadavg()[0]];
  const timer = setInterval(() => samples.push(loadavg()[0]), 2000);
  return {
    stop: () => {
      clearInterval(timer);
      return {
        mean: samples.reduce((sum, s) => sum + s, 0) / samples.length,
        max: Math.max(...samples),
      };
    },
  };
}
