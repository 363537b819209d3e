import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { GlobalStyles } from '@mui/material';

const OWN_TITLE = 'BarakaActiveTabTitle';
/** The app bar's title slot (PageHeading), where pages' <Title> portals render too. */
const TITLE_SLOT = 'react-admin-title';

const findSlot = () => document.getElementById(TITLE_SLOT);
// A page drawn on the server has no slot yet: the title comes once the browser has the header.
const noSlot = () => null;
// Nothing to listen to: React reads the slot at every render and once more after mounting (the
// header, drawn in the same pass, may not have been in the document at the first render).
const noSubscription = () => () => {};

/**
 * react-admin's <Title> portals each page's title into the app bar (`#react-admin-title`), and a
 * portal is not hidden with its hidden page. With pages kept alive, the app bar shows the active
 * tab's label instead (nothing on a page that is no tab), and hides the pages' own titles.
 * A portal of its own rather than <Title>, whose title-editing form would put MUI's text inputs
 * on the first screen.
 */
export const ActiveTabTitle = ({ label }: { label: string | undefined }) => {
  const slot = useSyncExternalStore(noSubscription, findSlot, noSlot);
  return (
    <>
      <GlobalStyles styles={{ [`#${TITLE_SLOT} > :not(.${OWN_TITLE})`]: { display: 'none' } }} />
      {label !== undefined &&
        slot &&
        createPortal(<span className={OWN_TITLE}>{label}</span>, slot)}
    </>
  );
};
