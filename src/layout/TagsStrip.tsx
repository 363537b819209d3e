import { memo } from 'react';
import { Box } from '@mui/material';
import { HEADER_HEIGHT } from './shellGeometry';
import { TagsView } from './tags';
import { SHELL_TEST_IDS } from './testIds';

interface TagsStripProps {
  /** Sticks under the header (or at the top when the header is hidden) while the page scrolls. */
  sticky: boolean;
  headerShown: boolean;
}

/** Where the tags view sits: across the page content, under the header. */
export const TagsStrip = memo(function TagsStrip({ sticky, headerShown }: TagsStripProps) {
  return (
    <Box
      data-testid={SHELL_TEST_IDS.tagsStrip}
      sx={{
        position: sticky ? 'sticky' : 'static',
        top: headerShown ? HEADER_HEIGHT : 0,
        zIndex: (theme) => theme.zIndex.appBar - 1,
        bgcolor: 'background.paper',
      }}
    >
      <TagsView />
    </Box>
  );
});
