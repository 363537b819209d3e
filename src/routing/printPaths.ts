/**
 * Where the printed documents are (schema/pages.yaml, section floor): the stations and the batch
 * list link to them, `?print=1` to print at once in the window they open.
 */
const PATHS = {
  parcelLabel: '/floor/print/parcel/:id',
  boxLabel: '/floor/print/box/:id',
  boxManifest: '/floor/print/boxManifest/:id',
  batchManifest: '/floor/print/batchManifest/:id',
} as const;

export type PrintedDocument = keyof typeof PATHS;

export const printPathPattern = (document: PrintedDocument): string => PATHS[document];

/** The document of record `id`; `print` opens the print dialog once it is drawn. */
export function printUrl(
  document: PrintedDocument,
  id: string | number,
  options: { print?: boolean; size?: '58' } = {},
): string {
  const query = new URLSearchParams();
  if (options.size) query.set('size', options.size);
  if (options.print) query.set('print', '1');
  const path = PATHS[document].replace(':id', encodeURIComponent(String(id)));
  return query.size > 0 ? `${path}?${query}` : path;
}
