import { Box } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { TagMenu, type TagMenuTarget } from './TagMenu';
import { TagTab } from './TagTab';
import { tabPathOf } from './tabRoutes';
import { useTabActions } from './useTabActions';
import { useTabLabel } from './useTabLabel';
import { useTags } from './tagsStore';

/** Keeps the tab on screen visible in the strip, with a little of its neighbours. */
function scrollIntoStrip(strip: HTMLElement, tab: HTMLElement): void {
  const margin = 24;
  const left = tab.offsetLeft;
  const right = left + tab.offsetWidth;
  if (left - margin < strip.scrollLeft) strip.scrollLeft = left - margin;
  else if (right + margin > strip.scrollLeft + strip.clientWidth) {
    strip.scrollLeft = right + margin - strip.clientWidth;
  }
}

/**
 * The tags view (SPEC 2): one tab per page visited, under the header. The layout mounts it when
 * the `tagsView` setting is on; the tabs are opened by CachedOutlet, which sees every page.
 */
export const TagsView = () => {
  const translate = useTranslate();
  const tags = useTags();
  const label = useTabLabel();
  const actions = useTabActions();
  const activePath = tabPathOf(useLocation().pathname);
  const [menu, setMenu] = useState<TagMenuTarget>();
  const strip = useRef<HTMLElement>(null);

  useEffect(() => {
    const tab = strip.current?.querySelector<HTMLElement>('[aria-current="page"]')?.parentElement;
    if (strip.current && tab) scrollIntoStrip(strip.current, tab);
  }, [activePath, tags.views]);

  return (
    <Box
      component="nav"
      ref={strip}
      aria-label={translate('tags.label')}
      sx={{
        position: 'relative',
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        px: 1,
        py: 0.5,
        overflowX: 'auto',
        scrollbarWidth: 'thin',
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      {tags.views.map((view) => (
        <TagTab
          key={view.path}
          view={view}
          label={label(view)}
          active={view.path === activePath}
          onClose={(closing) => actions.close('close', closing)}
          onMenu={(target, at) => setMenu({ view: target, at })}
        />
      ))}
      <TagMenu target={menu} tags={tags} actions={actions} onClose={() => setMenu(undefined)} />
    </Box>
  );
};
