import { Box, Typography } from '@mui/material';
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { DataTable, Pagination, ReferenceManyField, useCanAccess, useTranslate } from 'react-admin';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../config/adminConfig';

interface RelatedListProps {
  /** react-admin resource of the records listed, e.g. `box/list`. */
  reference: string;
  /** Their field that points at the record shown, e.g. `batchId`. */
  target: string;
  /** The columns. */
  children: ReactNode;
  /** Read at once (and drawn by the server) rather than as the reader nears it. */
  atOnce?: boolean;
}

/** How far below the screen a list starts loading: one screen's height ahead of the reader. */
const AHEAD = '100% 0px';

const noSubscription = () => () => {};
const lacksObserver = () => typeof IntersectionObserver === 'undefined';

/**
 * Whether the element has come within a screen of the viewport (and stays so once it has): a
 * page with many lists (a client's) reads those further down only as the reader nears them.
 */
function useNearViewport(): [(element: HTMLElement | null) => void, boolean] {
  // The element in state, not a ref: the section first draws once the role's rules are known.
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [near, setNear] = useState(false);
  // A browser without IntersectionObserver (a test's DOM) reads at once; the server draws none.
  const unobserved = useSyncExternalStore(noSubscription, lacksObserver, () => false);
  useEffect(() => {
    if (near || unobserved || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near, unobserved]);
  return [setElement, near || unobserved];
}

/**
 * On a record's page, the records pointing at it (a batch's boxes, a box's waybills): a titled,
 * paginated table whose rows open their own pages, read once the reader nears it (or at once).
 * Left out for a role that may not open them. Its table scrolls sideways within it on a narrow
 * screen.
 */
export const RelatedList = ({ reference, target, children, atOnce = false }: RelatedListProps) => {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: reference, action: 'list' });
  const [ref, nearViewport] = useNearViewport();
  const near = atOnce || nearViewport;
  if (!canAccess) return null;
  return (
    <Box component="section" ref={ref} sx={{ px: 2, pb: 2, minWidth: 0, maxWidth: '100%' }}>
      <Typography variant="h6" component="h2" sx={{ mt: 2, mb: 1 }}>
        {translate(`resources.${reference}.name`, { smart_count: 2 })}
      </Typography>
      {near ? (
        <Box sx={{ overflowX: 'auto' }}>
          <ReferenceManyField
            reference={reference}
            target={target}
            perPage={DEFAULT_PAGE_SIZE}
            pagination={<Pagination rowsPerPageOptions={[...PAGE_SIZES]} />}
          >
            <DataTable rowClick="show" bulkActionButtons={false}>
              {children}
            </DataTable>
          </ReferenceManyField>
        </Box>
      ) : (
        // Holds the list's place so the page does not jump when it comes.
        <Box sx={{ minHeight: 160 }} />
      )}
    </Box>
  );
};
