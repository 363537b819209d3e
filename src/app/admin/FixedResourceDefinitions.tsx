import { useState, type ReactElement, type ReactNode } from 'react';
import { ResourceDefinitionContext, type ResourceProps } from 'react-admin';
import { definitionsOf } from './adminChildren';

const ignoreRegistration = () => undefined;

/**
 * The app's resources are the same for its whole life, so their definitions are too. react-admin's
 * provider takes each registration as a change, and each change draws again every part of the
 * screen that reads a definition (the menu, links, references).
 */
export const FixedResourceDefinitions = ({
  resources,
  children,
}: {
  resources: ReactElement<ResourceProps>[];
  children: ReactNode;
}) => {
  const [fixed] = useState(() => ({
    definitions: definitionsOf(resources),
    register: ignoreRegistration,
    unregister: ignoreRegistration,
  }));
  return (
    <ResourceDefinitionContext.Provider value={fixed}>
      {children}
    </ResourceDefinitionContext.Provider>
  );
};
