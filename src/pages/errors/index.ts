export { ForbiddenPage } from './ForbiddenPage';
export { lazyPage } from './lazyPage';
export { NotFoundPage } from './NotFoundPage';
export { PageLoadBoundary } from './PageLoadBoundary';
export { isPageLoadError, PageLoadError, PRELOAD_ERROR_EVENT } from './pageLoadError';
export { RedirectPage } from './RedirectPage';
export { RouteErrorElement, RouteErrorPage } from './RouteErrorPage';
