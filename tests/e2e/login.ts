import type { Page } from 'playwright-core';

/** Every demo user's password (server/db/demoData/build/users.ts). */
export const DEMO_PASSWORD = 'demo1234';

/** The demo user of a role: its name in lower case. */
export const usernameOf = (role: string): string => role.toLowerCase();

/** Types the credentials into the login page the browser is on and submits them. */
export async function submitLogin(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('button[type="submit"]').click();
}

/** Opens /login, logs in, and waits until the app has left the login page. */
export async function logIn(page: Page, baseUrl: string, username: string) {
  await page.goto(`${baseUrl}/login`);
  await submitLogin(page, username);
  await page.waitForURL((url) => url.pathname !== '/login');
}

/** A token of `username`, straight from the API (for reading ids the tests need). */
export async function apiToken(baseUrl: string, username: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', source: 'ADMIN_WEB' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`login of ${username}: HTTP ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

/** GET /api/<path> with `token`, as JSON. */
export async function apiGet<T>(baseUrl: string, token: string, path: string): Promise<T> {
  const response = await fetch(`${baseUrl}/api/${path}`, {
    headers: { Authorization: `Bearer ${token}`, source: 'ADMIN_WEB' },
  });
  if (!response.ok) throw new Error(`GET /api/${path}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/** POST /api/<path> with `token` and a JSON body: its status, its text and its JSON. */
export async function apiPost<T>(
  baseUrl: string,
  token: string,
  path: string,
  body: unknown,
): Promise<{ status: number; text: string; body: T }> {
  const response = await fetch(`${baseUrl}/api/${path}`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      source: 'ADMIN_WEB',
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, text, body: (text === '' ? undefined : JSON.parse(text)) as T };
}
