import { useTranslate } from 'react-admin';
import { editTabLabel } from './tabRoutes';
import { useTabTitle } from './useTabTitle';

interface RecordTabTitleProps {
  view: 'show' | 'edit';
  /** The view's context hook (useShowContext, useEditContext): its record and default title. */
  useView: () => { defaultTitle?: string; record?: unknown };
}

/**
 * Titles a record's show or edit tab as the page titles the record (react-admin's default title,
 * with the record's formatted representation: formatRecordRepresentation), the edit tab said as
 * an edit, so the two tabs of one record differ. Nothing until the record is read.
 */
export const RecordTabTitle = ({ view, useView }: RecordTabTitleProps) => {
  const { defaultTitle, record } = useView();
  const translate = useTranslate();
  const title = record && defaultTitle ? defaultTitle : undefined;
  useTabTitle(title && view === 'edit' ? editTabLabel(title, translate) : title);
  return null;
};
