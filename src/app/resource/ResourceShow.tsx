import type { ReactNode } from 'react';
import { DeleteButton, EditButton, Show, TopToolbar } from 'react-admin';

const ShowActions = ({ children }: { children?: ReactNode }) => (
  <TopToolbar>
    {children}
    <EditButton />
    <DeleteButton mutationMode="pessimistic" />
  </TopToolbar>
);

interface ResourceShowProps {
  resourceName: string;
  /** The record's business actions (generated from schema `actions:`), before edit and delete. */
  actions?: ReactNode;
  children: ReactNode;
}

/** A record's page; deleting from it asks for confirmation first. */
export const ResourceShow = ({ actions, children }: ResourceShowProps) => (
  <Show actions={<ShowActions>{actions}</ShowActions>}>{children}</Show>
);
