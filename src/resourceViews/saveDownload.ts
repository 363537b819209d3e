/**
 * Saves a downloaded file the way a link with `download` would: the browser's own download,
 * under the name the server gave in Content-Disposition (else the fallback).
 */
export function saveDownload(file: Blob, headers: Headers, fallbackName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(headers.get('Content-Disposition')) ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; the object URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** `attachment; filename="waybills-2026-11-22-1530.xlsx"` → the file name. */
export function fileNameOf(disposition: string | null): string | undefined {
  const name = disposition?.match(/filename="?([^";]+)"?/i)?.[1]?.trim();
  return name === '' ? undefined : name;
}
