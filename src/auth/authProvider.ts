/**
 * react-admin's authProvider over the /api contract: token login, the role from user info,
 * and access answered in memory from the compiled role rules (SPEC 4 and 6).
 */
import type { AuthProvider, UserIdentity } from 'react-admin';
import { isRefusedRole, normalizeRole } from '../core/rules/access';
import type { Role } from '../core/generated/access';
import { apiClient, isUnauthorized, type ApiClient } from '../dataProvider/apiClient';
import { toLoginError } from './loginError';
import { mayRunPageAction } from './pageAccess';
import {
  clearSession,
  getRole,
  getToken,
  getUser,
  endedSession,
  setRole,
  setToken,
  setUser,
  takeEmbeddedUser,
  type UserInfo,
} from '../session/session';

export interface LoginParams {
  username: string;
  password: string;
  /** The verification code, once the API has asked for it. */
  code?: string;
}

/** Where a new user's session starts (SPEC 2: / goes to the dashboard). */
const HOME_PATH = '/';

/** Signing out waits this long at most for the API to end the session. */
const LOGOUT_TIMEOUT_MS = 5000;

/**
 * Ends the session and fails with an i18n key the login page shows. A 401 from the API ends it
 * here only (checkError, or user info), as `auth.sessionExpired`; the HTTP client just raises it.
 */
const refuse = (messageKey: string): never => {
  clearSession(messageKey);
  throw new Error(messageKey);
};

/** Keeps the user and the role of a user info that names a role the admin lets in. */
export const keepUser = (info: UserInfo): boolean => {
  const role = isRefusedRole(info.role ?? undefined) ? undefined : normalizeRole(info.role);
  if (role === undefined) return false;
  setUser(info);
  setRole(role);
  return true;
};

export const createAuthProvider = (client: ApiClient = apiClient): AuthProvider => {
  /** The user info request in flight, with the token it was asked for. */
  let loading: { token: string; user: Promise<UserInfo> } | undefined;

  /** GET user/info, keeping the user and the role; CLIENT and broken answers end the session. */
  const loadUser = async (token: string): Promise<UserInfo> => {
    const answer = await client.request<UserInfo>('user/info').then(
      (info) => ({ info, error: undefined }),
      (error: unknown) => ({ info: undefined, error }),
    );
    // Logged out or logged in as someone else meanwhile: this answer belongs to a session that
    // is over, and must neither end nor fill the current one.
    if (getToken() !== token) throw new Error('auth.sessionExpired');
    const { info, error } = answer;
    if (isUnauthorized(error)) return refuse('auth.sessionExpired');
    if (info === undefined) return refuse('auth.userInfoFailed');
    if (isRefusedRole(info.role ?? undefined)) return refuse('auth.clientRefused');
    if (!keepUser(info)) return refuse('auth.userInfoFailed');
    return info;
  };

  /** The server's copy of the user in the page, for the token the page was asked with (the cookie's). */
  const adoptEmbeddedUser = () => {
    if (getToken() === undefined || getUser() !== undefined) return;
    const embedded = takeEmbeddedUser();
    if (embedded !== undefined) keepUser(embedded);
  };
  // At once, not at the first question: the first render then knows the role (useRole).
  adoptEmbeddedUser();

  /** The user of this session, fetched once however many callers ask at the same time. */
  const currentUser = (): Promise<UserInfo> => {
    const token = getToken();
    if (token === undefined) return Promise.reject(new Error('ra.auth.auth_check_error'));
    adoptEmbeddedUser();
    const user = getUser();
    if (user !== undefined) return Promise.resolve(user);
    if (loading?.token === token) return loading.user;
    const request = { token, user: loadUser(token) };
    loading = request;
    // Only clean-up: the callers see the failure through `request.user`.
    request.user
      .catch(() => undefined)
      .finally(() => {
        if (loading === request) loading = undefined;
      });
    return request.user;
  };

  /** The role, loading user info when only the token survived (a new tab, a reload). */
  const currentRole = async (): Promise<Role | undefined> => {
    if (getToken() === undefined) return undefined;
    return getRole() ?? (await currentUser(), getRole());
  };

  return {
    async login({ username, password, code }: LoginParams) {
      clearSession(); // nothing of a previous user may survive into this login
      const ended = endedSession();
      let token: string;
      try {
        const body = code ? { username, password, code } : { username, password };
        ({ token } = await client.request<{ token: string }>('auth/login', {
          method: 'POST',
          body,
        }));
      } catch (error) {
        throw toLoginError(error);
      }
      setToken(token);
      const info = await loadUser(token);
      // Back to the page asked for (react-admin's `nextPathname`) unless a session of someone
      // else ended in this tab: that page was theirs (a 403 for a narrower role), and the new
      // user starts at the home page.
      return ended === undefined || ended.username === info.username
        ? undefined
        : { redirectTo: HOME_PATH };
    },

    async logout() {
      const token = getToken();
      clearSession();
      if (token === undefined) return;
      // The API ends the session, so the token is dead wherever it was copied. A failure (already
      // ended, offline) changes nothing here: the token is gone from this browser either way.
      await client
        .request('auth/logout', {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}` },
          timeoutMs: LOGOUT_TIMEOUT_MS,
        })
        .catch(() => undefined);
    },

    async checkAuth() {
      if (getToken() === undefined) throw new Error('ra.auth.auth_check_error');
      await currentRole();
    },

    async checkError(error: unknown) {
      // 401: the session is over, and this is where it ends (react-admin then logs out, once);
      // 403 only means this one thing is not allowed: stay logged in.
      if (isUnauthorized(error)) refuse('auth.sessionExpired');
    },

    /** With the user's company: the users screen asks it which users they may manage. */
    async getIdentity(): Promise<UserIdentity> {
      const user = await currentUser();
      return {
        id: user.username,
        fullName: user.name || user.username,
        companyId: user.companyId ?? null,
        userId: user.id ?? null,
      };
    },

    async getPermissions() {
      return currentRole();
    },

    async canAccess({ action, resource }) {
      return mayRunPageAction(await currentRole().catch(() => undefined), action, resource);
    },
  };
};

export const authProvider = createAuthProvider();
