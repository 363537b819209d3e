export const REDIRECT_PREFIX = '/redirect';

/**
 * Where /redirect/{path} forwards: `/{path}`. Leading slashes are collapsed so that
 * /redirect//host can never become a protocol-relative URL to another site.
 */
export const redirectTarget = (pathname: string): string => {
  const rest =
    pathname === REDIRECT_PREFIX || pathname.startsWith(`${REDIRECT_PREFIX}/`)
      ? pathname.slice(REDIRECT_PREFIX.length)
      : pathname;
  return `/${rest.replace(/^\/+/, '')}`;
};
