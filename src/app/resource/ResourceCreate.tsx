import type { ReactNode } from 'react';
import { Create } from 'react-admin';
import { resolverFor } from '../form/resolverFor';
import type { ResourceFormProps } from './formProps';

interface ResourceCreateProps {
  resourceName: string;
  children: (formProps: ResourceFormProps) => ReactNode;
}

export const ResourceCreate = ({ resourceName, children }: ResourceCreateProps) => (
  <Create redirect="show">
    {children({ resolver: resolverFor(resourceName, 'create'), warnWhenUnsavedChanges: true })}
  </Create>
);
