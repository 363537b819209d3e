import { API_BASE } from '../../config/adminConfig';

/**
 * The verification-code picture for a username. `nonce` makes each refresh a new URL, so the
 * browser asks the API for a new picture instead of showing the cached one.
 */
export const captchaUrl = (username: string, nonce: number): string =>
  `${API_BASE}/auth/captcha?${new URLSearchParams({ username, t: String(nonce) })}`;
