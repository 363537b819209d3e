import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { useRole } from '../../permissions/useRole';
import type { AppRoute } from '../../core/generated/routes';
import { isCurrentEntry, menuEntries, type MenuEntry } from './menuEntries';

export interface Menu {
  entries: MenuEntry[];
  isCurrent(path: string): boolean;
  /** A page's menu text (a resource's title in its plural form). */
  label(route: AppRoute): string;
}

/** The menu of the signed-in role and the current location, for every menu of the shell. */
export function useMenu(): Menu {
  const role = useRole();
  const translate = useTranslate();
  const { pathname } = useLocation();
  const entries = useMemo(() => menuEntries(role), [role]);
  return {
    entries,
    isCurrent: (path) => isCurrentEntry(path, pathname),
    label: (route) => translate(route.titleKey, { smart_count: 2 }),
  };
}
