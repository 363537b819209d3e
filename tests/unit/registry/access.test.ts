import { describe, expect, it } from 'vitest';
import { ROLES } from '../../../src/core/generated/access';
import { canAccess, canAccessRoute, normalizeRole } from '../../../src/core/rules/access';

const who = (action: 'list' | 'create' | 'edit' | 'delete', resource: string) =>
  ROLES.filter((role) => canAccess(role, action, resource));

// Expected sets are SPEC section 6 groups, intersected along the route as the architecture says.
describe('role rules compiled from the registry', () => {
  it('gives a page its own group: /system/client is the system group', () => {
    expect(who('list', 'client')).toEqual([
      'ROOT',
      'PLATFORM_ROOT',
      'PLATFORM_ADMIN',
      'PLATFORM_USER',
      'COMPANY_ADMIN',
      'MARKETING_ADMIN',
    ]);
  });

  it('lets a page without its own limit inherit its section: /price/clientPriceManage is the bill group', () => {
    expect(who('list', 'clientPriceCycle')).toEqual([
      'ROOT',
      'PLATFORM_ROOT',
      'PLATFORM_ADMIN',
      'PLATFORM_FINANCE',
      'COMPANY_ADMIN',
    ]);
  });

  it('intersects a page group with its section group: /price/companyPriceManage is platform ∩ bill, /price/companyPrice companyAccounts ∩ bill', () => {
    expect(who('list', 'companyPriceCycle')).toEqual([
      'ROOT',
      'PLATFORM_ROOT',
      'PLATFORM_ADMIN',
      'COMPANY_ADMIN',
    ]);
  });

  it('narrows an action and lets ROOT and PLATFORM_ADMIN through: deleting a waybill', () => {
    expect(who('edit', 'waybill')).toEqual([
      'ROOT',
      'PLATFORM_ROOT',
      'PLATFORM_ADMIN',
      'PLATFORM_USER',
      'COMPANY_ADMIN',
      'COMPANY_USER',
    ]);
    expect(who('delete', 'waybill')).toEqual(['ROOT', 'PLATFORM_ROOT', 'PLATFORM_ADMIN']);
  });

  it('opens reading to every page that shows the data: waybills are read by the waybill, bill, settle and PVZ control pages', () => {
    const rolesOf = (...paths: string[]) =>
      new Set(paths.flatMap((path) => ROLES.filter((role) => canAccessRoute(role, path))));
    expect(new Set(who('list', 'waybill'))).toEqual(
      rolesOf(
        '/oms/waybill',
        '/clientSettle/unSettlement',
        '/settle/unSettlement',
        '/pvzList/unpaid_shipments',
      ),
    );
    // PLATFORM_FINANCE: settle and bill groups, not the waybill group.
    expect(canAccessRoute('PLATFORM_FINANCE', '/oms/waybill')).toBe(false);
    expect(canAccessRoute('PLATFORM_FINANCE', '/clientSettle/unSettlement')).toBe(true);
    expect(who('list', 'waybill')).toContain('PLATFORM_FINANCE');
  });

  it('closes an action nobody may take: price records are written by the server only', () => {
    expect(who('create', 'clientPriceRecord')).toEqual([]);
    expect(who('list', 'clientPriceRecord').length).toBeGreaterThan(0);
  });

  it('never lets CLIENT in, and treats a missing role as COMPANY_USER', () => {
    expect(ROLES.includes('CLIENT')).toBe(true);
    expect(canAccess('CLIENT', 'list', 'waybill')).toBe(false);
    expect(normalizeRole(undefined)).toBe('COMPANY_USER');
    expect(normalizeRole('NOBODY')).toBeUndefined();
  });
});
