import type { FieldValues, Resolver } from 'react-hook-form';

/** What the resource views hand to their generated form. */
export interface ResourceFormProps {
  resolver: Resolver<FieldValues>;
  /** Leaving a form with unsaved input asks first: nothing typed is lost by a stray click. */
  warnWhenUnsavedChanges: boolean;
}
