import type { ReactNode } from 'react';
import { Edit } from 'react-admin';
import { resolverFor } from '../form/resolverFor';
import type { ResourceFormProps } from './formProps';

interface ResourceEditProps {
  resourceName: string;
  children: (formProps: ResourceFormProps) => ReactNode;
}

/**
 * Pessimistic saves: the form stays as typed until the API accepts it, so server field errors
 * land on the fields and nothing is lost. Delete asks for confirmation.
 */
export const ResourceEdit = ({ resourceName, children }: ResourceEditProps) => (
  <Edit mutationMode="pessimistic" redirect="show">
    {children({ resolver: resolverFor(resourceName, 'replace'), warnWhenUnsavedChanges: true })}
  </Edit>
);
