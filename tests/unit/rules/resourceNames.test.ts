import { describe, expect, it } from 'vitest';
import { apiPathOf, routePathOf } from '../../../src/core/rules/resourceNames';

describe('a resource named by its registry name', () => {
  it('has its route path and API path from the registry', () => {
    expect(routePathOf('client')).toBe('system/client');
    expect(apiPathOf('client')).toBe('clients');
  });

  it('is refused when the registry has no such resource', () => {
    expect(() => routePathOf('clients')).toThrow(/clients/);
  });
});
