import { useLocation, useNavigate } from 'react-router-dom';
import { hrefOf, type CloseKind, type VisitedView } from './tagList';
import { tagsStore } from './tagsStore';
import { tabPathOf } from './tabRoutes';

export interface TabActions {
  /** Closes tabs relative to `view`; if the tab on screen goes, its neighbour is opened. */
  close(kind: CloseKind, view: VisitedView): void;
  /** Mounts the tab's page afresh (its kept state is dropped) and shows it. */
  refresh(view: VisitedView): void;
}

export function useTabActions(): TabActions {
  const navigate = useNavigate();
  const activePath = tabPathOf(useLocation().pathname);
  return {
    close(kind, view) {
      const { activeClosed, goTo } = tagsStore.close(kind, view.path, activePath);
      // No tab left (no fixed tab in the registry): the root, which redirects home.
      if (activeClosed) navigate(goTo === undefined ? '/' : hrefOf(goTo));
    },
    refresh(view) {
      tagsStore.refresh(view.path);
      if (view.path !== activePath) navigate(hrefOf(view));
    },
  };
}
