/**
 * Junk logins: what unauthenticated requests with absurd usernames cost the server's memory.
 * 1,000 POST /api/auth/login and 1,000 GET /api/auth/captcha, each with a random 5,000-character
 * username, on one keep-alive connection; the server's resident memory before and after, each
 * read after a forced full garbage collection and a second's rest, so the growth is what the
 * server keeps.
 */
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { attachCollector } from './forceGc';
import { Client, type Call } from './http';
import { rssMb } from './procfs';

export const JUNK_LOGINS = 1000;
export const JUNK_USERNAME_LENGTH = 5000;
/** Requests of both kinds sent first and not counted, so the figures hold no JIT or heap warm-up. */
export const WARMUP = 50;
const SETTLE_MS = 1000;

export interface JunkLoginFigures {
  /** Requests sent (logins + captchas), and how many were refused with 400. */
  requests: number;
  refused: number;
  seconds: number;
  /** The server's resident memory (MB) after a full collection, before and after the requests. */
  rssBeforeMb: number;
  rssAfterMb: number;
}

/** A username no account has and no counter should keep: 5,000 random URL-safe characters. */
const junkUsername = () => randomBytes((JUNK_USERNAME_LENGTH * 3) / 4).toString('base64url');

function junkCall(i: number): Call {
  const username = junkUsername();
  if (i % 2 === 1)
    return {
      path: `/api/auth/captcha?username=${username}`,
      headers: { 'Accept-Language': 'en' },
    };
  return {
    method: 'POST',
    path: '/api/auth/login',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en' },
    body: JSON.stringify({ username, password: junkUsername() }),
  };
}

export async function measureJunkLogins(url: string, pid: number): Promise<JunkLoginFigures> {
  const client = new Client(url);
  const collector = await attachCollector(pid);
  const settledRssMb = async () => {
    await collector.collect();
    await sleep(SETTLE_MS);
    return rssMb(pid);
  };
  /** Sends `pairs` logins and as many captchas; answers how many were refused with 400. */
  const sendJunk = async (pairs: number) => {
    let refused = 0;
    for (let i = 0; i < pairs * 2; i++)
      if ((await client.timed(junkCall(i))).status === 400) refused++;
    return refused;
  };
  try {
    await sendJunk(WARMUP);
    const rssBeforeMb = await settledRssMb();
    const started = performance.now();
    const refused = await sendJunk(JUNK_LOGINS);
    const seconds = (performance.now() - started) / 1000;
    const rssAfterMb = await settledRssMb();
    return { requests: JUNK_LOGINS * 2, refused, seconds, rssBeforeMb, rssAfterMb };
  } finally {
    client.close();
    collector.close();
  }
}
