import { describe, expect, it } from 'vitest';
import { defaultTabLabel, FIXED_TAB_PATHS, tabPathOf } from '../../../src/layout/tags/tabRoutes';

/** Shows which key was asked for, with which values, instead of a language. */
const translate = (key: string, options?: Record<string, unknown>) =>
  options === undefined ? key : `${key}${JSON.stringify(options)}`;

describe('tabs from the registry routes', () => {
  it('fixes the dashboard tab', () => {
    expect(FIXED_TAB_PATHS).toEqual(['/dashboard']);
  });

  it("makes a tab of pages, views and a resource's screens, not of error pages", () => {
    expect(tabPathOf('/dashboard')).toBe('/dashboard');
    expect(tabPathOf('/oms/unclearWaybill')).toBe('/oms/unclearWaybill');
    expect(tabPathOf('/oms/waybill/12/show')).toBe('/oms/waybill/12/show');
    expect(tabPathOf('/oms/waybill/')).toBe('/oms/waybill');
    expect(tabPathOf('/404')).toBeUndefined();
    expect(tabPathOf('/no/such/page')).toBeUndefined();
  });

  it("titles a tab with its route's title, or react-admin's for a record's screens", () => {
    expect(defaultTabLabel('/dashboard', translate)).toBe('routes.dashboard{"smart_count":2}');
    const name = 'resources.oms/waybill.name{"smart_count":1}';
    expect(defaultTabLabel('/oms/waybill/create', translate)).toBe(
      `ra.page.create{"name":${JSON.stringify(name)}}`,
    );
    expect(defaultTabLabel('/oms/waybill/12/show', translate)).toBe(
      `ra.page.show{"name":${JSON.stringify(name)},"id":"12","recordRepresentation":"#12"}`,
    );
    expect(defaultTabLabel('/oms/waybill/12', translate)).toContain('ra.page.edit');
  });

  it("says a record's edit tab is an edit, so it differs from the record's show tab", () => {
    const edit = defaultTabLabel('/oms/waybill/12', translate);
    expect(edit).toMatch(/^tags\.editTab/);
    expect(edit).toContain('ra.action.edit');
    expect(edit).not.toBe(defaultTabLabel('/oms/waybill/12/show', translate));
  });

  it("adds a page's path parameter, so two such tabs differ", () => {
    expect(defaultTabLabel('/oms/archives/dayInfo/2025-03-01', translate)).toMatch(/ 2025-03-01$/);
  });
});
