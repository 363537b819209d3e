import type { ReactNode } from 'react';
import { DeleteButton, EditButton, Show, TopToolbar, useShowContext } from 'react-admin';
import { RecordLoadError } from './RecordLoadError';

/** Nothing to act on when the record could not be read. */
const ShowActions = ({ children }: { children?: ReactNode }) => {
  const { error } = useShowContext();
  if (error) return null;
  return (
    <TopToolbar>
      {children}
      <EditButton />
      <DeleteButton mutationMode="pessimistic" />
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
}

/** A record's page; deleting from it asks for confirmation first. */
export const ResourceShow = ({ actions, children }: ResourceShowProps) => (
  <Show
    actions={<ShowActions>{actions}</ShowActions>}
    queryOptions={STAY_ON_ERROR}
    error={<RecordLoadError />}
  >
    {children}
  </Show>
);
