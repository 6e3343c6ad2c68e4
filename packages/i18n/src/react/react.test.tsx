// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, test } from 'vitest';
import { changeLanguage, createI18n } from '../instance/create-i18n';
import { loadTexts } from '../instance/load-texts';
import { I18nProvider, Trans, useTranslation } from './index';

afterEach(cleanup);

/** What an app passes for `<a>…</a>`: Trans puts the text inside. */
function ToolsLink({ children }: { children?: ReactNode }) {
  return <a href="/tools">{children}</a>;
}

function ContinueButton() {
  const { t, i18n } = useTranslation();
  return <button lang={i18n.language}>{t('buttons.continue')}</button>;
}

describe('useTranslation', () => {
  test('renders the texts of the provided language and again after a language change', async () => {
    const i18n = await createI18n({ language: 'en' });
    render(
      <I18nProvider i18n={i18n}>
        <ContinueButton />
      </I18nProvider>,
    );
    expect(screen.getByRole('button').textContent).toBe('Continue');
    await act(() => changeLanguage(i18n, 'de'));
    expect(screen.getByRole('button').textContent).toBe('Weiter');
    expect(screen.getByRole('button').getAttribute('lang')).toBe('de');
  });

  test('says what is missing when there is no provider', () => {
    expect(() => render(<ContinueButton />)).toThrow(/I18nProvider/);
  });
});

describe('Trans', () => {
  test('renders a tag of the text as its component, with the text inside', async () => {
    const i18n = await createI18n({ language: 'en' });
    await loadTexts(i18n, 'pages'); // the no-subscription page's texts
    const { container } = render(
      <I18nProvider i18n={i18n}>
        <Trans i18nKey="noSubscription.extraTools" components={{ a: <ToolsLink /> }} />
      </I18nProvider>,
    );
    const link = screen.getByRole('link', { name: 'Learn more about extra tools' });
    expect(link.getAttribute('href')).toBe('/tools');
    expect(container.textContent).toBe(
      "Please note that your subscription doesn't include extra tools, so they can't be canceled here. Learn more about extra tools",
    );
  });

  test('fills placeholders with text only: a value with markup stays text', async () => {
    const i18n = await createI18n({ language: 'ja' });
    await loadTexts(i18n, 'outcome'); // step 4's texts
    const { container } = render(
      <I18nProvider i18n={i18n}>
        <Trans
          i18nKey="finalStep.optionalLabel"
          values={{ label: '<b>Comment</b>' }}
          components={{ marker: <span className="marker" /> }}
        />
      </I18nProvider>,
    );
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toContain('<b>Comment</b>');
    expect(container.querySelector('.marker')?.textContent).toBe(
      i18n.t('finalStep.optionalLabel', { label: '' }).replace(/^.*?<marker>|<\/marker>.*$/g, ''),
    );
  });

  test('shows a tag it has no component for as its text', async () => {
    const i18n = await createI18n({ language: 'en' });
    await loadTexts(i18n, 'pages');
    const { container } = render(
      <I18nProvider i18n={i18n}>
        <Trans i18nKey="noSubscription.extraTools" components={{}} />
      </I18nProvider>,
    );
    expect(container.querySelector('a')).toBeNull();
    expect(container.textContent).toContain('Learn more about extra tools');
  });
});
