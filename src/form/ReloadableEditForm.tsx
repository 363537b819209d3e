import { Fragment, useState, type ReactNode } from 'react';
import { useEditContext } from 'react-admin';
import type { EditConflict } from './editConflict';
import { EditConflictDialog } from './EditConflictDialog';

interface ReloadableEditFormProps {
  conflict: EditConflict | undefined;
  onDismiss: () => void;
  /** The edit form. */
  children: ReactNode;
}

/**
 * The edit form with the conflict dialog beside it. Reload refetches the record and mounts the
 * form afresh on it: a refetch alone would keep the fields the user typed in (react-admin keeps
 * dirty values when the record changes), and only this click may discard them.
 */
export const ReloadableEditForm = ({ conflict, onDismiss, children }: ReloadableEditFormProps) => {
  const { refetch } = useEditContext();
  const [generation, setGeneration] = useState(0);
  const [reloading, setReloading] = useState(false);

  const reload = async () => {
    setReloading(true);
    try {
      await refetch();
      setGeneration((current) => current + 1);
      onDismiss();
    } finally {
      setReloading(false);
    }
  };

  return (
    <>
      <Fragment key={generation}>{children}</Fragment>
      <EditConflictDialog
        conflict={conflict}
        reloading={reloading}
        onReload={() => void reload()}
        onKeepInput={onDismiss}
      />
    </>
  );
};
