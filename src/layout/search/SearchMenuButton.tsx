import { lazy, Suspense, useCallback, useState } from 'react';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslate } from 'react-admin';
import { HeaderIconButton } from '../header/HeaderIconButton';
import { useRecentPages } from './useRecentPages';
import { useSearchShortcut } from './useSearchShortcut';

// Loaded at the first opening: the dialog's text field and the page index stay off the first
// screen.
const SearchDialog = lazy(() =>
  import('./SearchDialog').then((m) => ({ default: m.SearchDialog })),
);

/** The header's search icon; Ctrl+K (Cmd+K) and `/` open the same menu. */
export const SearchMenuButton = () => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  // Each opening starts afresh (empty query, first result chosen): a new key, a new dialog.
  const [opening, setOpening] = useState(0);
  const recentPaths = useRecentPages();
  const show = useCallback(() => {
    setOpening((count) => count + 1);
    setOpen(true);
  }, []);
  const hide = useCallback(() => setOpen(false), []);
  useSearchShortcut(show);
  return (
    <>
      <HeaderIconButton
        label={translate('search.shortcut')}
        icon={<SearchIcon />}
        hasPopup="dialog"
        expanded={open}
        onClick={show}
      />
      {opening > 0 && (
        <Suspense fallback={null}>
          <SearchDialog key={opening} open={open} onClose={hide} recentPaths={recentPaths} />
        </Suspense>
      )}
    </>
  );
};
