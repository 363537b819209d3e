/** A page of a collection as the API answers it to a token: its rows and the total it counts. */
export async function apiList<T>(
  baseUrl: string,
  token: string,
  collection: string,
  query: {
    search?: Record<string, unknown>;
    range?: [number, number];
    sort?: [string, 'ASC' | 'DESC'];
  } = {},
): Promise<{ rows: T[]; total: number }> {
  const params = new URLSearchParams();
  if (query.search) params.set('s', JSON.stringify(query.search));
  if (query.range) params.set('range', JSON.stringify(query.range));
  if (query.sort) params.set('sort', JSON.stringify(query.sort));
  const response = await fetch(`${baseUrl}/api/${collection}?${params}`, {
    headers: { Authorization: `Bearer ${token}`, source: 'ADMIN_WEB' },
  });
  if (!response.ok) throw new Error(`GET /api/${collection}: HTTP ${response.status}`);
  const total = Number((response.headers.get('Content-Range') ?? '').split('/').pop());
  return { rows: (await response.json()) as T[], total };
}

/** The HTTP status the API answers `token` for GET /api/<path>. */
export async function apiStatus(baseUrl: string, token: string, path: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/${path}`, {
    headers: { Authorization: `Bearer ${token}`, source: 'ADMIN_WEB' },
  });
  await response.body?.cancel();
  return response.status;
}
