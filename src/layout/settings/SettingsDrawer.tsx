import { useState } from 'react';
import {
  Box,
  Button,
  Divider,
  Drawer,
  FormControlLabel,
  IconButton,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { Confirm, useTranslate } from 'react-admin';
import { useOpenedOnce } from '../../dialog/useOpenedOnce';
import type { LayoutSwitch } from './layoutSettings';
import { LayoutModePicker } from './LayoutModePicker';
import { useLayoutSettings } from './useLayoutSettings';

/** The switches, grouped as the drawer shows them; every one of SPEC 2's settings is here. */
const GROUPS: readonly { titleKey: string; switches: readonly LayoutSwitch[] }[] = [
  {
    titleKey: 'shell.settings.groups.interface',
    switches: ['tagsView', 'tagCaching', 'fixedHeader', 'footer', 'logo'],
  },
  {
    titleKey: 'shell.settings.groups.header',
    switches: ['searchMenu', 'notifications', 'fullscreen', 'themeSwitch'],
  },
  {
    titleKey: 'shell.settings.groups.display',
    switches: ['watermark', 'greyMode', 'colourWeakness'],
  },
];

const SectionTitle = ({ children }: { children: string }) => (
  <Typography variant="overline" component="h3" color="text.secondary" sx={{ mt: 2 }}>
    {children}
  </Typography>
);

interface SettingsDrawerProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Every layout setting, applied as soon as it changes and kept (`<admin>-layout-config`). The
 * page stays visible beside the drawer, so each change shows at once.
 */
export default function SettingsDrawer({ open, onClose }: SettingsDrawerProps) {
  const translate = useTranslate();
  const [settings, update, reset] = useLayoutSettings();
  const [confirming, setConfirming] = useState(false);
  const confirmDrawn = useOpenedOnce(confirming);
  const title = translate('shell.settings.title');

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        backdrop: { invisible: true },
        paper: { role: 'dialog', 'aria-label': title, sx: { width: 320, maxWidth: '100vw' } },
      }}
    >
      <Stack direction="row" alignItems="center" sx={{ px: 2, py: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {title}
        </Typography>
        <IconButton aria-label={translate('shell.settings.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Divider />
      <Box sx={{ px: 2, pb: 2, overflowY: 'auto' }}>
        <SectionTitle>{translate('shell.settings.layoutMode')}</SectionTitle>
        <LayoutModePicker value={settings.layout} onChange={(layout) => update({ layout })} />
        {GROUPS.map((group) => (
          <Box key={group.titleKey} role="group" aria-label={translate(group.titleKey)}>
            <SectionTitle>{translate(group.titleKey)}</SectionTitle>
            {group.switches.map((key) => (
              <FormControlLabel
                key={key}
                label={translate(`shell.settings.${key}`)}
                labelPlacement="start"
                control={
                  <Switch
                    checked={settings[key]}
                    onChange={(event) => update({ [key]: event.target.checked })}
                  />
                }
                sx={{ display: 'flex', justifyContent: 'space-between', ml: 0 }}
              />
            ))}
          </Box>
        ))}
        <Button
          variant="outlined"
          color="warning"
          fullWidth
          startIcon={<RestartAltIcon />}
          onClick={() => setConfirming(true)}
          sx={{ mt: 3 }}
        >
          {translate('shell.settings.reset')}
        </Button>
      </Box>
      {confirmDrawn && (
        <Confirm
          isOpen={confirming}
          title="shell.settings.resetTitle"
          content="shell.settings.resetText"
          confirm="shell.settings.reset"
          onConfirm={() => {
            reset();
            setConfirming(false);
          }}
          onClose={() => setConfirming(false)}
        />
      )}
    </Drawer>
  );
}
