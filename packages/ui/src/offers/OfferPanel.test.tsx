import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OfferPanel, type OfferPanelProps } from './OfferPanel';

function renderOffer(props: Partial<OfferPanelProps> = {}) {
  const onAccept = vi.fn();
  const onDecline = vi.fn();
  render(
    <OfferPanel
      title="Keep your loyal price"
      terms="Your subscription stays as it is. Nothing else changes."
      acceptLabel="Keep my price"
      declineLabel="No thanks, continue canceling"
      onAccept={onAccept}
      onDecline={onDecline}
      busyLabel="Please wait…"
      {...props}
    >
      <p>You pay $99.95 a month, a price we no longer offer.</p>
    </OfferPanel>,
  );
  return { onAccept, onDecline };
}

describe('OfferPanel', () => {
  it('is a region named by its heading, with the offer, its terms and both answers', () => {
    renderOffer();
    const region = screen.getByRole('region', { name: 'Keep your loyal price' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Keep your loyal price');
    expect(region).toHaveTextContent('You pay $99.95 a month');
    expect(region).toHaveTextContent('Nothing else changes.');
    expect(screen.getByRole('button', { name: 'Keep my price' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'No thanks, continue canceling' }),
    ).toBeInTheDocument();
  });

  it('gives decline the same look and size as accept, beside it', () => {
    renderOffer();
    const accept = screen.getByRole('button', { name: 'Keep my price' });
    const decline = screen.getByRole('button', { name: 'No thanks, continue canceling' });
    expect(decline.className).toBe(accept.className);
    expect(decline.parentElement).toBe(accept.parentElement);
  });

  it('reaches accept, then decline, by keyboard and answers to Enter and Space', async () => {
    const user = userEvent.setup();
    const { onAccept, onDecline } = renderOffer();

    await user.tab();
    expect(screen.getByRole('button', { name: 'Keep my price' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(screen.getByRole('button', { name: 'No thanks, continue canceling' })).toHaveFocus();
    await user.keyboard(' ');

    expect(onAccept).toHaveBeenCalledTimes(1);
    expect(onDecline).toHaveBeenCalledTimes(1);
  });

  it('while accepting, shows it busy and ignores both buttons, which stay focusable', async () => {
    const user = userEvent.setup();
    const { onAccept, onDecline } = renderOffer({ accepting: true });
    const accept = screen.getByRole('button', { name: /Keep my price/ });
    const decline = screen.getByRole('button', { name: 'No thanks, continue canceling' });

    expect(accept).toHaveAttribute('aria-busy', 'true');
    expect(accept).toHaveTextContent('Please wait…');
    expect(decline).toHaveAttribute('aria-disabled', 'true');
    await user.click(accept);
    await user.click(decline);

    expect(onAccept).not.toHaveBeenCalled();
    expect(onDecline).not.toHaveBeenCalled();
    expect(decline).toHaveFocus();
    expect(accept).toBeEnabled();
    expect(decline).toBeEnabled();
  });

  it('leaves out the terms line when there are no terms', () => {
    renderOffer({ terms: undefined, headingLevel: 2 });
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument();
    expect(document.querySelector('.cf-offer__terms')).toBeNull();
  });
});
