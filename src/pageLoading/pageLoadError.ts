/** The window event a failed page load raises (SPEC 8: "a failed page preload raises a preload-error event"). */
export const PRELOAD_ERROR_EVENT = 'baraka:preload-error';

/** The code of a page could not be fetched (network down, a new deployment removed the chunk). */
export class PageLoadError extends Error {
  constructor(readonly reason: unknown) {
    super(reason instanceof Error ? reason.message : String(reason));
    this.name = 'PageLoadError';
  }
}

// What browsers say when a dynamic import or Vite's preload of its dependencies fails
// (Chromium, Firefox, Safari, Vite), for pages loaded by a plain React.lazy.
const CHUNK_FAILURES = [
  'Failed to fetch dynamically imported module',
  'error loading dynamically imported module',
  'Importing a module script failed',
  'Unable to preload CSS',
];

export const isPageLoadError = (error: unknown): boolean =>
  error instanceof PageLoadError ||
  (error instanceof Error &&
    CHUNK_FAILURES.some((text) => error.message.toLowerCase().includes(text.toLowerCase())));

/** Tells whoever listens (a reload prompt, error reporting) that a page failed to load. */
export const dispatchPreloadError = (error: unknown): void => {
  window.dispatchEvent(new CustomEvent(PRELOAD_ERROR_EVENT, { detail: { error } }));
};
