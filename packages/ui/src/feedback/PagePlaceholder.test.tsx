import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorBanner } from './ErrorBanner';
import { PagePlaceholder } from './PagePlaceholder';

describe('PagePlaceholder', () => {
  it('is a busy status with a visually hidden label and hides its shapes', () => {
    render(<PagePlaceholder label="Loading…" />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent('Loading…');
    expect(screen.getByText('Loading…')).toHaveClass('cf-visually-hidden');
    expect(status.querySelector('.cf-skeleton')).toHaveAttribute('aria-hidden', 'true');
  });

  it('renders children (the error banner) above the busy region', () => {
    render(
      <PagePlaceholder label="Loading…">
        <ErrorBanner message="Something went wrong." />
      </PagePlaceholder>,
    );
    const alert = screen.getByRole('alert');
    const status = screen.getByRole('status');
    expect(status.contains(alert)).toBe(false);
    expect(alert.compareDocumentPosition(status) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('stalled: keeps its shapes, still, and is neither busy nor loading; announces again after', () => {
    const { rerender } = render(<PagePlaceholder label="Loading…" stalled />);
    const status = screen.getByRole('status');
    expect(status).not.toHaveAttribute('aria-busy');
    expect(status).toHaveTextContent('');
    expect(status.querySelector('.cf-skeleton')).toHaveClass('cf-skeleton--stalled');

    rerender(<PagePlaceholder label="Loading…" />);
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent('Loading…');
    expect(status.querySelector('.cf-skeleton')).not.toHaveClass('cf-skeleton--stalled');
  });

  it('offers a panel-shaped skeleton', () => {
    render(<PagePlaceholder label="Loading…" variant="panel" />);
    expect(document.querySelector('.cf-skeleton--panel .cf-skeleton__circle')).not.toBeNull();
  });
});
