import { Box, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LAYOUT_MODES, type LayoutMode } from './layoutSettings';

const LABEL_KEYS: Record<LayoutMode, string> = {
  left: 'shell.settings.layouts.left',
  top: 'shell.settings.layouts.top',
  'left-top': 'shell.settings.layouts.leftTop',
};

/** A small drawing of the layout: where the sidebar (dark) and the header (light) go. */
const LayoutSketch = ({ mode }: { mode: LayoutMode }) => {
  const sidebar = mode !== 'top';
  const headerAcross = mode !== 'left';
  return (
    <Box
      aria-hidden
      sx={{
        width: 56,
        height: 40,
        display: 'grid',
        gridTemplateColumns: sidebar ? '14px 1fr' : '1fr',
        gridTemplateRows: '10px 1fr',
        gridTemplateAreas: !sidebar
          ? '"head" "main"'
          : headerAcross
            ? '"head head" "side main"'
            : '"side head" "side main"',
        gap: '2px',
        p: '2px',
        borderRadius: 1,
        bgcolor: 'action.hover',
      }}
    >
      {sidebar && <Box sx={{ gridArea: 'side', bgcolor: 'text.secondary', borderRadius: 0.5 }} />}
      <Box sx={{ gridArea: 'head', bgcolor: 'primary.light', borderRadius: 0.5 }} />
      <Box sx={{ gridArea: 'main', bgcolor: 'background.paper', borderRadius: 0.5 }} />
    </Box>
  );
};

interface LayoutModePickerProps {
  value: LayoutMode;
  onChange: (mode: LayoutMode) => void;
}

/** The three layout modes side by side, each drawn and named. */
export const LayoutModePicker = ({ value, onChange }: LayoutModePickerProps) => {
  const translate = useTranslate();
  return (
    <ToggleButtonGroup
      exclusive
      fullWidth
      value={value}
      onChange={(_event, mode: LayoutMode | null) => mode !== null && onChange(mode)}
      aria-label={translate('shell.settings.layoutMode')}
    >
      {LAYOUT_MODES.map((mode) => (
        <ToggleButton
          key={mode}
          value={mode}
          sx={{ flexDirection: 'column', gap: 0.75, textTransform: 'none', px: 0.5 }}
        >
          <LayoutSketch mode={mode} />
          <Typography variant="caption" sx={{ lineHeight: 1.2 }}>
            {translate(LABEL_KEYS[mode])}
          </Typography>
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
};
