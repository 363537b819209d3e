import { memo, Suspense, type ReactNode } from 'react';
import { UNSAFE_LocationContext } from 'react-router-dom';
import { SuspenseProgress } from '../../pageLoading/TopProgressBar';
import { TabPathContext } from './TabPathContext';
import type { ShownLocation } from './tagsStore';

interface TabPaneProps {
  path: string;
  active: boolean;
  /** The real location for the tab on screen; for a hidden one, where it was last shown. */
  location: ShownLocation;
  /** react-admin's routes element: it renders whatever page `location` is at. */
  children: ReactNode;
}

/**
 * One tab's page, kept mounted: hidden tabs stay in the DOM under `display: none` (out of the
 * focus order and the accessibility tree) and keep seeing their own location, so their routes
 * keep rendering their page. A hidden pane does not render again for other tabs' navigation.
 */
export const TabPane = memo(
  ({ path, active, location, children }: TabPaneProps) => (
    // `contents`: the page stays a direct flex child of react-admin's content box, as without tabs.
    <div data-tab-pane={path} style={{ display: active ? 'contents' : 'none' }}>
      <UNSAFE_LocationContext.Provider value={location}>
        <TabPathContext.Provider value={path}>
          {/* Its own boundary: a hidden page that suspends must not blank the one on screen. */}
          <Suspense fallback={<SuspenseProgress />}>{children}</Suspense>
        </TabPathContext.Provider>
      </UNSAFE_LocationContext.Provider>
    </div>
  ),
  (before, after) => !before.active && !after.active && before.location === after.location,
);
TabPane.displayName = 'TabPane';
