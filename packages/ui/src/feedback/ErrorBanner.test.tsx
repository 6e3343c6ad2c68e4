import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorBanner } from './ErrorBanner';

const EMAIL = 'support@example.com';
const MESSAGE = `Something went wrong. If the problem persists, please contact us at ${EMAIL}.`;

describe('ErrorBanner', () => {
  it('is an alert with the full message', () => {
    render(<ErrorBanner message={MESSAGE} email={EMAIL} />);
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGE);
  });

  it('turns the first occurrence of the e-mail into a mailto: link', () => {
    render(<ErrorBanner message={`${MESSAGE} Write to ${EMAIL} any time.`} email={EMAIL} />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName(EMAIL);
    expect(links[0]).toHaveAttribute('href', `mailto:${EMAIL}`);
    expect(screen.getByRole('alert')).toHaveTextContent(`${MESSAGE} Write to ${EMAIL} any time.`);
  });

  it('works in any language, wherever the e-mail sits in the sentence', () => {
    const japanese = `問題が解決しない場合は、${EMAIL} までお問い合わせください。`;
    render(<ErrorBanner message={japanese} email={EMAIL} />);
    expect(screen.getByRole('link', { name: EMAIL })).toHaveAttribute('href', `mailto:${EMAIL}`);
    expect(screen.getByRole('alert')).toHaveTextContent(japanese);
  });

  it('renders the message as text when the e-mail is missing from it', () => {
    render(<ErrorBanner message="Something went wrong." email={EMAIL} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong.');
  });

  it('can take focus so the app can bring it into view', () => {
    const ref = { current: null as HTMLDivElement | null };
    render(<ErrorBanner message={MESSAGE} email={EMAIL} ref={ref} />);
    expect(ref.current).toHaveAttribute('tabindex', '-1');
    ref.current?.focus();
    expect(screen.getByRole('alert')).toHaveFocus();
  });
});
