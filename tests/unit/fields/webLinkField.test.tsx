// @vitest-environment jsdom
/**
 * A url field as a user sees it on a show page: an http(s) address is a link to it; a stored
 * `javascript:` or `data:` value is plain text, never a link that runs or opens it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext, RecordContextProvider } from 'react-admin';
import { WebLinkField } from '../../../src/fields/WebLinkField';

afterEach(cleanup);

const show = (logo: string) =>
  render(
    <AdminContext>
      <RecordContextProvider value={{ id: 1, logo }}>
        <WebLinkField source="logo" />
      </RecordContextProvider>
    </AdminContext>,
  );

describe('WebLinkField', () => {
  it('links an https address', () => {
    show('https://cdn.baraka.uz/logo.png');
    const link = screen.getByText('https://cdn.baraka.uz/logo.png');
    expect(link.closest('a')?.getAttribute('href')).toBe('https://cdn.baraka.uz/logo.png');
  });

  it('shows a script or data value as text, not as a link', () => {
    for (const value of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'file:///etc/passwd']) {
      show(value);
      expect(screen.getByText(value).closest('a'), value).toBeNull();
      expect(document.querySelector('a'), value).toBeNull();
      cleanup();
    }
  });
});
