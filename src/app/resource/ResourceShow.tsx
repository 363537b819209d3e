import type { ReactNode } from 'react';
import { DeleteButton, EditButton, Show, TopToolbar } from 'react-admin';

const ShowActions = () => (
  <TopToolbar>
    <EditButton />
    <DeleteButton mutationMode="pessimistic" />
  </TopToolbar>
);

/** A record's page; deleting from it asks for confirmation first. */
export const ResourceShow = ({ children }: { resourceName: string; children: ReactNode }) => (
  <Show actions={<ShowActions />}>{children}</Show>
);
