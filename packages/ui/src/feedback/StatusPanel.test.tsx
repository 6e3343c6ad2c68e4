import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from '../button/Button';
import { Notice } from './Notice';
import { StatusPanel } from './StatusPanel';

describe('StatusPanel', () => {
  it('is a region named by its title heading (h1 by default) with body and actions', () => {
    render(
      <StatusPanel
        status="waiting"
        title="Check your email to finish canceling"
        actions={<Button>Resend email</Button>}
      >
        <p>We&apos;ve sent a confirmation link to ada@example.com.</p>
      </StatusPanel>,
    );
    const region = screen.getByRole('region', { name: 'Check your email to finish canceling' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Check your email to finish canceling',
    );
    expect(region).toHaveClass('cf-status--waiting');
    expect(region).toHaveTextContent('confirmation link');
    expect(screen.getByRole('button', { name: 'Resend email' })).toBeInTheDocument();
  });

  it('uses the heading level it is given and keeps its icon decorative', () => {
    render(<StatusPanel status="failure" headingLevel={2} title="We couldn't confirm" />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent("We couldn't confirm");
    expect(document.querySelector('.cf-status__icon')).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('Notice', () => {
  it('shows a title and content with a tone', () => {
    render(
      <Notice tone="warning" title="Please note">
        <p>Extra tools are not included.</p>
      </Notice>,
    );
    const title = screen.getByText('Please note');
    expect(title.closest('.cf-notice')).toHaveClass('cf-notice--warning');
    expect(screen.getByText('Extra tools are not included.')).toBeInTheDocument();
  });
});
