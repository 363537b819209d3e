import type { ComponentType } from 'react';
import { useResourceContext } from 'react-admin';
import { SuspenseProgress } from '../pageLoading/TopProgressBar';
import { ForbiddenPage } from '../errorPages/ForbiddenPage';
import { mayRunPageAction } from '../auth/pageAccess';
import { useRole } from '../permissions/useRole';

/** The react-admin pages of a resource, as its role rules name them. */
export type ResourcePageAction = 'list' | 'show' | 'create' | 'edit';

/**
 * A resource page that decides access before it renders: the 403 page at once for a role the
 * registry shuts out, so the page never mounts and never asks the API for what would be refused
 * (react-admin's own check runs inside the page, after its filters and lookups have started).
 * It answers as the auth provider's canAccess does, in the same render.
 */
export function guardResourcePage(Page: ComponentType, action: ResourcePageAction): ComponentType {
  const GuardedPage = () => {
    const role = useRole();
    const resource = useResourceContext() ?? '';
    if (role === undefined) return <SuspenseProgress />;
    return mayRunPageAction(role, action, resource) ? <Page /> : <ForbiddenPage />;
  };
  GuardedPage.displayName = `Guarded(${action})`;
  return GuardedPage;
}
