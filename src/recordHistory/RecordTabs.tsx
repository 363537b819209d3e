import type { ReactNode } from 'react';
import { TabbedShowLayout } from 'react-admin';
import { RecordHistory } from './RecordHistory';

/** Content the tab shows as it is: the layout labels every other child like a field. */
const Unlabelled = ({ children }: { children: ReactNode; label: false }) => <>{children}</>;

interface RecordTabsProps {
  /** The record's fields, each labelled as on a simple show page. */
  children?: ReactNode;
  /** Below the fields, or in their place on a hand-written page: shown without a label. */
  extra?: ReactNode;
}

/**
 * A record's page as two tabs: its details, and its History (the audit entries of the record).
 * The History tab has its own address (`.../show/history`), so it can be linked and reloaded.
 */
export const RecordTabs = ({ children, extra }: RecordTabsProps) => (
  <TabbedShowLayout>
    <TabbedShowLayout.Tab label="history.tabs.details">
      {children}
      {extra !== undefined && <Unlabelled label={false}>{extra}</Unlabelled>}
    </TabbedShowLayout.Tab>
    <TabbedShowLayout.Tab label="history.tabs.history" path="history">
      <RecordHistory label={false} />
    </TabbedShowLayout.Tab>
  </TabbedShowLayout>
);
