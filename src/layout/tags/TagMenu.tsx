import { Menu, MenuItem } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useOpenedOnce } from '../../dialog/useOpenedOnce';
import { wouldClose, type CloseKind, type TagsState, type VisitedView } from './tagList';
import type { TabActions } from './useTabActions';

export interface TagMenuTarget {
  view: VisitedView;
  at: { top: number; left: number };
}

interface TagMenuProps {
  target: TagMenuTarget | undefined;
  tags: TagsState;
  actions: TabActions;
  onClose(): void;
}

const CLOSE_KINDS: readonly CloseKind[] = ['close', 'others', 'left', 'right', 'all'];

/** The tab's context menu: refresh it, or close it, the others, those left or right of it, all. */
export const TagMenu = ({ target, tags, actions, onClose }: TagMenuProps) => {
  const translate = useTranslate();
  const drawn = useOpenedOnce(target !== undefined);
  const run = (action: (view: VisitedView) => void) => () => {
    onClose();
    if (target) action(target.view);
  };
  if (!drawn) return null;
  return (
    <Menu
      open={target !== undefined}
      onClose={onClose}
      anchorReference="anchorPosition"
      anchorPosition={target?.at}
    >
      <MenuItem dense onClick={run(actions.refresh)}>
        {translate('tags.menu.refresh')}
      </MenuItem>
      {CLOSE_KINDS.map((kind) => (
        <MenuItem
          key={kind}
          dense
          // Nothing to close (a fixed tab, no tab to its left...): shown greyed, for a stable menu.
          disabled={target === undefined || !wouldClose(tags, kind, target.view.path)}
          onClick={run((view) => actions.close(kind, view))}
        >
          {translate(`tags.menu.${kind}`)}
        </MenuItem>
      ))}
    </Menu>
  );
};
