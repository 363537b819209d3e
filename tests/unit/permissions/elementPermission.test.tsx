// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, usePermissions, type AuthProvider } from 'react-admin';
import {
  ALWAYS_PASS_ROLES,
  ELEMENT_ACCESS,
  ROLES,
  type Role,
} from '../../../src/core/generated/access';
import { hasRole, IfElement, IfRole, type RoleList } from '../../../src/permissions';

afterEach(cleanup);

/** An auth provider whose user has `role` (undefined: no role could be found). */
const signedInAs = (role: string | undefined): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => role,
});

/** Says "ready" once the role is known, so a test can tell "hidden" from "not loaded yet". */
const Ready = () => (usePermissions().isPending ? null : <span>ready</span>);

const renderAs = async (role: string | undefined, ui: ReactNode) => {
  render(
    <AdminContext authProvider={signedInAs(role)}>
      <Ready />
      {ui}
    </AdminContext>,
  );
  await screen.findByText('ready');
};

const elements = Object.keys(ELEMENT_ACCESS);

describe('IfElement (schema/roles.yaml elements)', () => {
  it('knows some elements and admits ROOT and PLATFORM_ADMIN to each', () => {
    expect(elements.length).toBeGreaterThan(0);
    for (const element of elements) {
      for (const role of ALWAYS_PASS_ROLES)
        expect(ELEMENT_ACCESS[element], element).toContain(role);
    }
  });

  it.each(ROLES)('shows %s exactly the elements the registry gives it', async (role) => {
    renderAs(
      role,
      <>
        <span>ready</span>
        {elements.map((element) => (
          <IfElement key={element} name={element}>
            <button>{element}</button>
          </IfElement>
        ))}
      </>,
    );
    await screen.findByText('ready');
    // Give the permissions query its turn before reading what is shown.
    const expected =
      role === 'CLIENT' ? [] : elements.filter((e) => ELEMENT_ACCESS[e].includes(role));
    if (expected.length > 0) await screen.findByRole('button', { name: expected[0] });
    const shown = screen.queryAllByRole('button').map((button) => button.textContent);
    expect(shown.sort()).toEqual([...expected].sort());
  });

  it('shows nothing to a user without a role', async () => {
    await renderAs(
      undefined,
      <IfElement name="approvePrice">
        <button>approve</button>
      </IfElement>,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('IfRole and hasRole (a list given in the code)', () => {
  const list: RoleList = ['PLATFORM_FINANCE'];

  it.each(ROLES)('%s', async (role: Role) => {
    const expected =
      role !== 'CLIENT' && (role === 'PLATFORM_FINANCE' || ALWAYS_PASS_ROLES.includes(role));
    expect(hasRole(role, list)).toBe(expected);

    await renderAs(
      role,
      <IfRole roles={list}>
        <button>pay</button>
      </IfRole>,
    );
    expect(screen.queryByRole('button', { name: 'pay' }) !== null).toBe(expected);
  });

  it('never admits a missing or refused role, even with a list naming it', () => {
    expect(hasRole(undefined, ['ROOT'])).toBe(false);
    expect(hasRole('CLIENT', ['CLIENT'])).toBe(false);
    expect(hasRole('NOBODY', ['ROOT'])).toBe(false);
  });
});
