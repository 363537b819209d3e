import { useEffect, useState } from 'react';
import type { UserInfo } from '../../app/auth/session';
import { apiClient, type ApiClient } from '../../app/http/apiClient';

export type UserInfoState =
  | { status: 'loading' }
  | { status: 'loaded'; info: UserInfo }
  | { status: 'failed'; message: string };

/** GET /api/user/info, fresh each time the page opens (an administrator may have edited it). */
export const useUserInfo = (client: ApiClient = apiClient): UserInfoState => {
  const [state, setState] = useState<UserInfoState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    client.request<UserInfo>('user/info', { signal: controller.signal }).then(
      (info) => setState({ status: 'loaded', info }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = error instanceof Error && error.message !== '' ? error.message : '';
        setState({ status: 'failed', message: message || 'errors.fetchFailed' });
      },
    );
    return () => controller.abort();
  }, [client]);
  return state;
};
