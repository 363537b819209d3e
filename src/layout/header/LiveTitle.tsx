import { Title, type TitleProps } from 'react-admin';
import { useServerDrawing } from '../../servedPage/hydration';

/**
 * react-admin's <Title> (a page's title, put in the app bar's slot: PageHeading), drawn once the
 * page is live. <Title> looks for the slot as it first draws: the server has none and draws no
 * title, but the browser taking the server's page over finds the slot in that page's HTML. Drawn
 * then, the title would make the page differ from the server's, and React would drop the page's
 * HTML to draw it anew. Pages use this instead of <Title>, and react-admin's views get
 * `title={false}` with this beside them.
 */
export const LiveTitle = (props: TitleProps) => (useServerDrawing() ? null : <Title {...props} />);

interface RecordTitleProps {
  view: 'show' | 'edit' | 'create';
  /** The view's context hook (useShowContext, ...): its record's default title and resource. */
  useView: () => { defaultTitle?: string; resource?: string };
}

/** The title react-admin's Show, Edit or Create draws for its record, as a LiveTitle. */
export const RecordTitle = ({ view, useView }: RecordTitleProps) => {
  const { defaultTitle, resource } = useView();
  return <LiveTitle defaultTitle={defaultTitle} preferenceKey={`${resource}.${view}.title`} />;
};
