/**
 * The layout settings of SPEC sections 2 and 9, with the section 9 defaults. They are kept in
 * the browser under `<admin name>-layout-config` (see persistedKeys.ts).
 */
export const LAYOUT_MODES = ['left', 'top', 'left-top'] as const;
export type LayoutMode = (typeof LAYOUT_MODES)[number];

export interface LayoutSettings {
  layout: LayoutMode;
  tagsView: boolean;
  fixedHeader: boolean;
  footer: boolean;
  logo: boolean;
  notifications: boolean;
  themeSwitch: boolean;
  fullscreen: boolean;
  searchMenu: boolean;
  tagCaching: boolean;
  watermark: boolean;
  greyMode: boolean;
  colourWeakness: boolean;
}

export type LayoutSwitch = Exclude<keyof LayoutSettings, 'layout'>;

export const DEFAULT_LAYOUT_SETTINGS: LayoutSettings = {
  layout: 'left',
  tagsView: false,
  fixedHeader: true,
  footer: true,
  logo: false,
  notifications: true,
  themeSwitch: true,
  fullscreen: true,
  searchMenu: true,
  tagCaching: true,
  watermark: false,
  greyMode: false,
  colourWeakness: false,
};

const isLayoutMode = (value: unknown): value is LayoutMode =>
  (LAYOUT_MODES as readonly unknown[]).includes(value);

/**
 * The settings in stored JSON: each setting that is missing, of the wrong type or unknown (an
 * older or hand-edited value) takes its default, so a bad value never breaks the shell.
 */
export function decodeLayoutSettings(raw: string | null): LayoutSettings {
  let stored: unknown;
  try {
    stored = raw === null ? undefined : JSON.parse(raw);
  } catch {
    stored = undefined;
  }
  if (typeof stored !== 'object' || stored === null) return DEFAULT_LAYOUT_SETTINGS;
  const value = stored as Record<string, unknown>;
  const settings = { ...DEFAULT_LAYOUT_SETTINGS };
  if (isLayoutMode(value.layout)) settings.layout = value.layout;
  for (const key of Object.keys(settings) as (keyof LayoutSettings)[]) {
    const candidate = value[key];
    if (key !== 'layout' && typeof candidate === 'boolean') settings[key] = candidate;
  }
  return settings;
}
