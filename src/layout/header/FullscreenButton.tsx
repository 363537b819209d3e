import { useSyncExternalStore } from 'react';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import { useTranslate } from 'react-admin';
import { HeaderIconButton } from './HeaderIconButton';

const subscribe = (listener: () => void) => {
  document.addEventListener('fullscreenchange', listener);
  return () => document.removeEventListener('fullscreenchange', listener);
};
const isFullscreen = () => document.fullscreenElement !== null;
const fullscreenEnabled = () => document.fullscreenEnabled;
const unchanging = () => () => {};

/** The Fullscreen API on the whole page; the icon follows Esc and F11 exits too. */
export const FullscreenButton = () => {
  const translate = useTranslate();
  const fullscreen = useSyncExternalStore(subscribe, isFullscreen, () => false);
  // A page drawn on the server offers it, as nearly every browser does.
  const enabled = useSyncExternalStore(unchanging, fullscreenEnabled, () => true);
  if (!enabled) return null;
  const toggle = () =>
    void (
      fullscreen ? document.exitFullscreen() : document.documentElement.requestFullscreen()
    ).catch(() => undefined); // refused (no user gesture, policy): nothing changes
  return (
    <HeaderIconButton
      label={translate(fullscreen ? 'shell.header.exitFullscreen' : 'shell.header.fullscreen')}
      icon={fullscreen ? <FullscreenExitIcon /> : <FullscreenIcon />}
      pressed={fullscreen}
      onClick={toggle}
      wideOnly
    />
  );
};
