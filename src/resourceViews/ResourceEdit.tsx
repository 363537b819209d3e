import type { ReactNode } from 'react';
import { Edit, useEditContext } from 'react-admin';
import { RecordTitle } from '../layout/header/LiveTitle';
import { RecordTabTitle } from '../layout/tags/RecordTabTitle';
import { ReloadableEditForm } from '../form/ReloadableEditForm';
import { resolverFor } from '../form/resolverFor';
import { useEditSaveError } from '../form/useEditSaveError';
import { ChangeableRecord } from './ChangeableRecord';
import type { ResourceFormProps } from './formProps';

interface ResourceEditProps {
  resourceName: string;
  children: (formProps: ResourceFormProps) => ReactNode;
}

/**
 * Pessimistic saves: the form stays as typed until the API accepts it, so server field errors
 * land on the fields and nothing is lost. A save refused because someone else saved the record
 * first (409) keeps the input and offers to reload the record. Delete asks for confirmation. A
 * record the signed-in user may not change shows why instead of a form.
 */
export const ResourceEdit = ({ resourceName, children }: ResourceEditProps) => {
  const { conflict, onError, dismiss } = useEditSaveError();
  return (
    <Edit mutationMode="pessimistic" redirect="show" mutationOptions={{ onError }} title={false}>
      <RecordTitle view="edit" useView={useEditContext} />
      <RecordTabTitle view="edit" useView={useEditContext} />
      <ChangeableRecord resourceName={resourceName}>
        <ReloadableEditForm conflict={conflict} onDismiss={dismiss}>
          {children({
            resolver: resolverFor(resourceName, 'replace'),
            warnWhenUnsavedChanges: true,
          })}
        </ReloadableEditForm>
      </ChangeableRecord>
    </Edit>
  );
};
