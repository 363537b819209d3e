// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { store } from '../../../src/preferences/preferencesStore';
import { PERSISTED_KEYS } from '../../../src/preferences/persistedKeys';
import { setThemeName } from '../../../src/theme/themeName';
import {
  DEFAULT_LAYOUT_SETTINGS,
  decodeLayoutSettings,
} from '../../../src/layout/settings/layoutSettings';
import { displayFilter } from '../../../src/layout/display/useDisplayFilters';
import { mountWatermark } from '../../../src/layout/display/watermarkElement';
import { menuEntries } from '../../../src/layout/menu/menuEntries';

afterEach(() => localStorage.clear());

/** Lets MutationObserver callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('preferences in the browser (SPEC 9)', () => {
  it("keeps react-admin's language and sidebar under the spec's key names", () => {
    store.setItem('locale', 'en');
    store.setItem('sidebar.open', false);
    expect(localStorage.getItem('baraka-admin-language')).toBe('en');
    expect(localStorage.getItem('baraka-admin-sidebar-status')).toBe('closed');
    expect(store.getItem('locale')).toBe('en');
    expect(store.getItem('sidebar.open')).toBe(false);
    store.setItem('sidebar.open', true);
    expect(localStorage.getItem('baraka-admin-sidebar-status')).toBe('opened');
  });

  it("react-admin's reset on logout clears its own state but keeps the preferences", () => {
    store.setup();
    store.setItem('locale', 'cn');
    store.setItem('sidebar.open', false);
    store.setItem('oms/waybill.listParams', { page: 3 });
    setThemeName('dark');
    localStorage.setItem(PERSISTED_KEYS.layoutConfig, JSON.stringify({ layout: 'top' }));

    store.reset();

    expect(store.getItem('oms/waybill.listParams')).toBeUndefined();
    expect(store.getItem('locale')).toBe('cn');
    expect(store.getItem('sidebar.open')).toBe(false);
    expect(localStorage.getItem(PERSISTED_KEYS.themeName)).toBe('dark');
    expect(localStorage.getItem(PERSISTED_KEYS.layoutConfig)).toBe('{"layout":"top"}');
    store.teardown();
  });

  it('tells subscribers of a preference when it changes', () => {
    const seen: unknown[] = [];
    const unsubscribe = store.subscribe('locale', (value) => seen.push(value));
    store.setItem('locale', 'en');
    // None kept is the default language, the one react-admin starts in.
    store.removeItem('locale');
    unsubscribe();
    store.setItem('locale', 'cn');
    expect(seen).toEqual(['en', 'uz']);
  });
});

describe('decodeLayoutSettings', () => {
  it('gives the SPEC 9 defaults for nothing stored or unreadable JSON', () => {
    expect(decodeLayoutSettings(null)).toEqual(DEFAULT_LAYOUT_SETTINGS);
    expect(decodeLayoutSettings('{not json')).toEqual(DEFAULT_LAYOUT_SETTINGS);
    expect(decodeLayoutSettings('"left"')).toEqual(DEFAULT_LAYOUT_SETTINGS);
  });

  it('keeps each valid setting and replaces each wrong or unknown one by its default', () => {
    const raw = JSON.stringify({ layout: 'sideways', logo: true, footer: 'no', extra: 1 });
    expect(decodeLayoutSettings(raw)).toEqual({ ...DEFAULT_LAYOUT_SETTINGS, logo: true });
    expect(decodeLayoutSettings('{"layout":"left-top"}').layout).toBe('left-top');
  });
});

describe('displayFilter', () => {
  it('composes grey mode and colour weakness', () => {
    expect(displayFilter(false, false)).toBe('');
    expect(displayFilter(true, false)).toBe('grayscale(1)');
    expect(displayFilter(false, true)).toBe('invert(0.8)');
    expect(displayFilter(true, true)).toBe('grayscale(1) invert(0.8)');
  });
});

describe('mountWatermark', () => {
  it('puts the watermark back when it is removed, restyled or hidden, until unmounted', async () => {
    const unmount = mountWatermark('Ali Valiyev 22.11.2026');
    const find = () => document.body.querySelector<HTMLElement>('[data-watermark]');
    const style = find()!.getAttribute('style');
    expect(find()!.getAttribute('data-watermark')).toBe('Ali Valiyev 22.11.2026');
    expect(style).toContain('pointer-events: none');

    find()!.remove();
    await settle();
    expect(find()).not.toBeNull();

    find()!.style.display = 'none';
    find()!.setAttribute('hidden', '');
    find()!.textContent = 'covered';
    await settle();
    expect(find()!.getAttribute('style')).toBe(style);
    expect(find()!.hasAttribute('hidden')).toBe(false);
    expect(find()!.textContent).toBe('');

    unmount();
    await settle();
    expect(find()).toBeNull();
  });
});

describe('menuEntries', () => {
  it('shows a section only with a page the role may open, in the registry order', () => {
    const pvzAdmin = menuEntries('PVZ_ADMIN');
    expect(
      pvzAdmin.map((entry) => (entry.kind === 'page' ? entry.route.path : entry.section.name)),
    ).toEqual(['/dashboard', 'pvzList', 'system']);
    expect(menuEntries(undefined).filter((entry) => entry.kind === 'section')).toEqual([]);
  });
});
