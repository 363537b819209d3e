import { useEffect, useEffectEvent, useState } from 'react';
import { useLogoutIfAccessDenied, type Identifier } from 'react-admin';
import type { AuditEntry } from '../core/generated/types';
import { apiCollection } from '../core/rules/resourceNames';
import { apiClient, type ApiClient } from '../dataProvider/apiClient';

export type RecordHistoryState =
  | { status: 'loading' }
  | { status: 'loaded'; entries: AuditEntry[] }
  | { status: 'failed'; message: string };

interface RecordHistoryQuery {
  /** The react-admin resource (page path) of the record, e.g. `oms/waybill`. */
  resource: string;
  id: Identifier;
  /** The record's version: the history is read again after each write of the record. */
  version?: unknown;
}

/**
 * GET /api/<collection>/:id/history: the record's audit entries, newest first. The API decides
 * who may read them (whoever may show the record); a refusal is said, a 401 ends the session.
 */
export const useRecordHistory = (
  { resource, id, version }: RecordHistoryQuery,
  client: ApiClient = apiClient,
): RecordHistoryState => {
  const [state, setState] = useState<RecordHistoryState>({ status: 'loading' });
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const onFailure = useEffectEvent(async (error: unknown) => {
    if (await logoutIfAccessDenied(error)) return;
    const message = error instanceof Error && error.message !== '' ? error.message : '';
    setState({ status: 'failed', message: message || 'errors.fetchFailed' });
  });
  const path = `${apiCollection(resource)}/${encodeURIComponent(String(id))}/history`;
  useEffect(() => {
    const controller = new AbortController();
    client.request<AuditEntry[]>(path, { signal: controller.signal }).then(
      (entries) => setState({ status: 'loaded', entries: Array.isArray(entries) ? entries : [] }),
      (error: unknown) => {
        if (!controller.signal.aborted) void onFailure(error);
      },
    );
    return () => controller.abort();
  }, [client, path, version]);
  return state;
};
