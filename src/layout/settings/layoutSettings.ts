/**
 * The layout settings of SPEC sections 2 and 9, with the section 9 defaults. They are kept in
 * the browser under `<admin name>-layout-config` (see persistedKeys.ts).
 */
export type LayoutMode = 'left' | 'top' | 'left-top';

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
