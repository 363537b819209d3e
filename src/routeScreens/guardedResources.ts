import { resourceDefinitions, type ResourceDefinition } from './generated/resources';
import { guardResourcePage } from './guardResourcePage';

/**
 * The registry's resources with every page guarded (guardResourcePage): each resource, present
 * and future, gets the same check without its own code. Built once, so pages keep their identity
 * across renders.
 */
export const guardedResources: readonly ResourceDefinition[] = resourceDefinitions.map(
  (resource) => ({
    ...resource,
    list: guardResourcePage(resource.list, 'list'),
    show: guardResourcePage(resource.show, 'show'),
    create: resource.create && guardResourcePage(resource.create, 'create'),
    edit: resource.edit && guardResourcePage(resource.edit, 'edit'),
  }),
);
