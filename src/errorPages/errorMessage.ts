/** The message an error carries (an i18n key or a translated server text), if any. */
export const errorMessage = (error: unknown): string | undefined => {
  const message =
    error instanceof Error
      ? error.message
      : typeof error === 'string'
        ? error
        : (error as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' && message.trim() !== '' ? message.trim() : undefined;
};
