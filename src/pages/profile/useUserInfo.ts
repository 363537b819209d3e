import { useEffect, useEffectEvent, useState } from 'react';
import { useLogoutIfAccessDenied } from 'react-admin';
import type { UserInfo } from '../../session/session';
import { apiClient, type ApiClient } from '../../dataProvider/apiClient';

export type UserInfoState =
  | { status: 'loading' }
  | { status: 'loaded'; info: UserInfo }
  | { status: 'failed'; message: string };

/** GET /api/user/info, fresh each time the page opens (an administrator may have edited it). */
export const useUserInfo = (client: ApiClient = apiClient): UserInfoState => {
  const [state, setState] = useState<UserInfoState>({ status: 'loading' });
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  // A 401 ends the session (authProvider.checkError decides); anything else is said on the page.
  const onFailure = useEffectEvent(async (error: unknown) => {
    if (await logoutIfAccessDenied(error)) return;
    const message = error instanceof Error && error.message !== '' ? error.message : '';
    setState({ status: 'failed', message: message || 'errors.fetchFailed' });
  });
  useEffect(() => {
    const controller = new AbortController();
    client.request<UserInfo>('user/info', { signal: controller.signal }).then(
      (info) => setState({ status: 'loaded', info }),
      (error: unknown) => {
        if (!controller.signal.aborted) void onFailure(error);
      },
    );
    return () => controller.abort();
  }, [client]);
  return state;
};
