import { Fragment, useContext, useLayoutEffect, type ReactNode } from 'react';
import { RouterProviderContext } from 'react-admin';
import { UNSAFE_LocationContext } from 'react-router-dom';
import { useLayoutSettings } from '../settings/useLayoutSettings';
import { ActiveTabTitle } from './ActiveTabTitle';
import { keepAliveRouter } from './keepAliveRouter';
import { TabPane } from './TabPane';
import { TabPathContext } from './TabPathContext';
import { tabPathOf } from './tabRoutes';
import { tagsStore, useTags } from './tagsStore';
import { useTabLabel } from './useTabLabel';
import { useTabScroll } from './useTabScroll';

/**
 * The page content of the layout (`children`: react-admin's routes). With the tags view on, the
 * page on screen opens or updates its tab. With tag caching on too, every tab shown since the app
 * loaded stays mounted (up to CACHE_LIMIT, least recently shown dropped) and hidden pages keep
 * their state: a half-filled form, a list's filters, the scroll position. Otherwise only the
 * page on screen is mounted, as in plain react-admin.
 */
export const CachedOutlet = ({ children }: { children: ReactNode }) => {
  const [{ tagsView, tagCaching }] = useLayoutSettings();
  const live = useContext(UNSAFE_LocationContext);
  const tags = useTags();
  const label = useTabLabel();
  const activePath = tagsView ? tabPathOf(live.location.pathname) : undefined;
  const keepAlive = tagsView && tagCaching;
  const version = activePath === undefined ? 0 : (tags.versions[activePath] ?? 0);

  // A layout effect: it runs before the page's own effects, so a title the page sets at once
  // (useTabTitle) finds its tab.
  useLayoutEffect(() => {
    if (activePath !== undefined) tagsStore.show(activePath, live, keepAlive);
  }, [activePath, live, keepAlive]);
  useTabScroll(keepAlive && activePath !== undefined ? `${activePath}@${version}` : undefined);

  if (!keepAlive) {
    return (
      <TabPathContext.Provider key={version} value={activePath}>
        {children}
      </TabPathContext.Provider>
    );
  }

  // Cached tabs not shown since the app loaded (restored after a reload) mount when first shown.
  const panes = tags.cached.filter((path) => path !== activePath && tags.shown[path] !== undefined);
  if (activePath !== undefined) panes.push(activePath);
  const active = tags.views.find((view) => view.path === activePath);
  return (
    <RouterProviderContext.Provider value={keepAliveRouter}>
      <ActiveTabTitle label={active && label(active)} />
      {/* In a fixed order, so that showing a tab does not move the others in the DOM. */}
      {panes.sort().map((path) => (
        <TabPane
          key={`${path}@${tags.versions[path] ?? 0}`}
          path={path}
          active={path === activePath}
          location={path === activePath ? live : tags.shown[path]}
        >
          {children}
        </TabPane>
      ))}
      {/* A page that is no tab (404, 403) is shown as it is and not kept. */}
      {activePath === undefined && <Fragment key="untabbed">{children}</Fragment>}
    </RouterProviderContext.Provider>
  );
};
