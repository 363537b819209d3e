import type { ComponentType } from 'react';
import { useCanAccess } from 'react-admin';
import { SuspenseProgress } from '../../layout/TopProgressBar';
import { ForbiddenPage } from '../../pages/errors/ForbiddenPage';

/** The react-admin pages of a resource, as its role rules name them. */
export type ResourcePageAction = 'list' | 'show' | 'create' | 'edit';

/**
 * A resource page that decides access before it renders: the 403 page at once for a role the
 * registry shuts out, so the page never mounts and never asks the API for what would be refused
 * (react-admin's own check runs inside the page, after its filters and lookups have started).
 */
export function guardResourcePage(Page: ComponentType, action: ResourcePageAction): ComponentType {
  const GuardedPage = () => {
    // The auth provider answers from the registry's rules (canAccessRoute / canAccess).
    const { isPending, canAccess } = useCanAccess({ action });
    if (isPending) return <SuspenseProgress />;
    return canAccess ? <Page /> : <ForbiddenPage />;
  };
  GuardedPage.displayName = `Guarded(${action})`;
  return GuardedPage;
}
