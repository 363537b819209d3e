// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { AdminContext, memoryStore, useTranslate } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createLazyI18nProvider } from '../../../src/i18n/lazyI18nProvider';

const SaveLabel = () => <span>{useTranslate()('ra.action.save')}</span>;

describe('createLazyI18nProvider', () => {
  it('speaks Uzbek at once', () => {
    const provider = createLazyI18nProvider(null);
    expect(provider.getLocale()).toBe('uz');
    expect(provider.translate('ra.action.save')).toBe('Saqlash');
  });

  it('fetches another language when it is chosen', async () => {
    const provider = createLazyI18nProvider('uz');
    await provider.changeLocale('cn');
    expect(provider.translate('ra.action.save')).toBe('保存');
    expect(provider.translate('notify.saved')).toBe('保存成功！');
  });

  it('opens in the stored language, showing nothing in Uzbek meanwhile', async () => {
    render(
      <AdminContext
        i18nProvider={createLazyI18nProvider('en')}
        store={memoryStore({ locale: 'en' })}
      >
        <SaveLabel />
      </AdminContext>,
    );
    expect(screen.queryByText('Saqlash')).toBeNull();
    expect(await screen.findByText('Save')).toBeTruthy();
  });
});
