import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NoSubscriptionIllustration } from './NoSubscriptionIllustration';

describe('NoSubscriptionIllustration', () => {
  it('is decorative: hidden from assistive technology, not focusable, without a title', () => {
    const { container } = render(<NoSubscriptionIllustration width={200} />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg?.querySelector('title')).toBeNull();
    expect(svg).toHaveAttribute('width', '200');
    expect(svg).toHaveAttribute('height', '150');
  });
});
