import type { ReactNode } from 'react';
import { Create, useCreateContext } from 'react-admin';
import { RecordTitle } from '../layout/header/LiveTitle';
import { resolverFor } from '../form/resolverFor';
import type { ResourceFormProps } from './formProps';

interface ResourceCreateProps {
  resourceName: string;
  children: (formProps: ResourceFormProps) => ReactNode;
}

export const ResourceCreate = ({ resourceName, children }: ResourceCreateProps) => (
  <Create redirect="show" title={false}>
    <RecordTitle view="create" useView={useCreateContext} />
    {children({ resolver: resolverFor(resourceName, 'create'), warnWhenUnsavedChanges: true })}
  </Create>
);
