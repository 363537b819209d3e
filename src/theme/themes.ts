/**
 * The MUI themes of the three theme names. Besides MUI's palette each carries `shell`: the
 * colours of the header and the sidebar, which differ more between themes than the page does.
 */
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { drawnScreenMatches } from '../core/screen';
import type { ThemeName } from './themeName';

export interface ShellColours {
  header: { background: string; text: string; border: string };
  sidebar: {
    background: string;
    text: string;
    muted: string;
    activeBackground: string;
    activeText: string;
    border: string;
  };
}

declare module '@mui/material/styles' {
  interface Theme {
    shell: ShellColours;
  }
  interface ThemeOptions {
    shell?: ShellColours;
  }
}

const normal: RaThemeOptions = {
  ...defaultLightTheme,
  shell: {
    header: { background: '#ffffff', text: 'rgba(0, 0, 0, 0.87)', border: 'rgba(0, 0, 0, 0.12)' },
    sidebar: {
      background: '#ffffff',
      text: 'rgba(0, 0, 0, 0.75)',
      muted: 'rgba(0, 0, 0, 0.5)',
      activeBackground: 'rgba(25, 118, 210, 0.1)',
      activeText: '#1565c0',
      border: 'rgba(0, 0, 0, 0.12)',
    },
  },
};

const dark: RaThemeOptions = {
  ...defaultDarkTheme,
  shell: {
    header: { background: '#1e1e1e', text: '#ffffff', border: 'rgba(255, 255, 255, 0.12)' },
    sidebar: {
      background: '#181818',
      text: 'rgba(255, 255, 255, 0.8)',
      muted: 'rgba(255, 255, 255, 0.5)',
      activeBackground: 'rgba(144, 202, 249, 0.16)',
      activeText: '#90caf9',
      border: 'rgba(255, 255, 255, 0.12)',
    },
  },
};

const blue: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    ...defaultLightTheme.palette,
    primary: { main: '#1565c0' },
    secondary: { main: '#0d47a1' },
    background: { default: '#f0f4fa' },
  },
  shell: {
    header: { background: '#1565c0', text: '#ffffff', border: '#0d47a1' },
    sidebar: {
      background: '#0f2747',
      text: 'rgba(255, 255, 255, 0.85)',
      muted: 'rgba(255, 255, 255, 0.55)',
      activeBackground: '#1565c0',
      activeText: '#ffffff',
      border: '#0f2747',
    },
  },
};

/** Media queries answer as on the server while a drawn page is drawn or taken over. */
const answeringAsDrawn = (theme: RaThemeOptions): RaThemeOptions => ({
  ...theme,
  components: {
    ...theme.components,
    MuiUseMediaQuery: { defaultProps: { ssrMatchMedia: drawnScreenMatches } },
  },
});

export const APP_THEMES: Record<ThemeName, RaThemeOptions> = {
  normal: answeringAsDrawn(normal),
  dark: answeringAsDrawn(dark),
  blue: answeringAsDrawn(blue),
};
