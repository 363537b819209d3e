import type { ReactNode } from 'react';
import { DeleteButton, EditButton, Show, TopToolbar, useShowContext } from 'react-admin';
import { resources } from '../core/generated/registry';
import { useMayManageRecord } from '../permissions/useMayManageRecord';
import { RecordLoadError } from './RecordLoadError';
import { RecordTitle } from '../layout/header/LiveTitle';
import { RecordTabTitle } from '../layout/tags/RecordTabTitle';

interface ShowActionsProps {
  resourceName: string;
  children?: ReactNode;
}

/**
 * Nothing to act on when the record could not be read, and no edit or delete of a record the
 * signed-in user may not change (a user of their rank or above). Delete asks the resource's own
 * question where SPEC 8 words one (schema `messages.deleteConfirm`), else react-admin's.
 */
const ShowActions = ({ resourceName, children }: ShowActionsProps) => {
  const { error, record } = useShowContext();
  const mayManage = useMayManageRecord(resourceName);
  if (error) return null;
  const { route, deleteConfirm } = resources[resourceName];
  return (
    <TopToolbar>
      {children}
      {mayManage(record) && (
        <>
          <EditButton />
          <DeleteButton
            mutationMode="pessimistic"
            confirmContent={deleteConfirm ? `resources.${route}.deleteConfirm` : undefined}
          />
        </>
      )}
    </TopToolbar>
  );
};

/** A record that cannot be read is said on its page (RecordLoadError), not by a detour to the list. */
const STAY_ON_ERROR = { onError: () => undefined };

interface ResourceShowProps {
  resourceName: string;
  /** The record's business actions (generated from schema `actions:`), before edit and delete. */
  actions?: ReactNode;
  children: ReactNode;
  /** The page titles its tab itself (useTabTitle), not with the record's title. */
  ownTabTitle?: boolean;
}

/** A record's page; deleting from it asks for confirmation first. */
export const ResourceShow = ({
  resourceName,
  actions,
  children,
  ownTabTitle = false,
}: ResourceShowProps) => (
  <Show
    actions={<ShowActions resourceName={resourceName}>{actions}</ShowActions>}
    queryOptions={STAY_ON_ERROR}
    error={<RecordLoadError />}
    title={false}
  >
    <RecordTitle view="show" useView={useShowContext} />
    {!ownTabTitle && <RecordTabTitle view="show" useView={useShowContext} />}
    {children}
  </Show>
);
