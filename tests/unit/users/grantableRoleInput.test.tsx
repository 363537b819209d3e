// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext, Form, usePermissions, type AuthProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { GrantableRoleInput } from '../../../src/resources/user/GrantableRoleInput';

afterEach(cleanup);

const signedInAs = (role: string): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => role,
});

const Ready = () => (usePermissions().isPending ? null : <span>ready</span>);

/** The role values the select offers to `role`, as the option list shows them (i18n keys). */
async function offeredTo(role: string): Promise<string[]> {
  render(
    <AdminContext authProvider={signedInAs(role)}>
      <Ready />
      <Form>
        <GrantableRoleInput source="role" />
      </Form>
    </AdminContext>,
  );
  await screen.findByText('ready');
  fireEvent.mouseDown(screen.getByRole('combobox'));
  const options = within(await screen.findByRole('listbox')).getAllByRole('option');
  return options.map((option) => option.textContent ?? '').filter((text) => text.trim() !== '');
}

describe('the user form offers only the roles the signed-in user may grant', () => {
  it('PLATFORM_USER: the ranks below its own only', async () => {
    const offered = (await offeredTo('PLATFORM_USER')).join(' ');
    expect(offered).toContain('COMPANY_ADMIN');
    expect(offered).toContain('COMPANY_USER');
    expect(offered).not.toContain('PLATFORM_USER');
    expect(offered).not.toContain('ROOT');
    expect(offered).not.toContain('PLATFORM_ADMIN');
  });

  it('ROOT: every role', async () => {
    const offered = (await offeredTo('ROOT')).join(' ');
    for (const role of ['ROOT', 'PLATFORM_ROOT', 'PLATFORM_ADMIN', 'COMPANY_USER'])
      expect(offered).toContain(role);
  });
});
