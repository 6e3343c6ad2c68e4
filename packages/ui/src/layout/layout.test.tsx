import { act, render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from '../button/Button';
import { Actions } from './Actions';
import { breakpoints, getBreakpoint, mediaQueries, useBreakpoint } from './breakpoints';
import { PageHeading } from './PageHeading';
import { PageLayout } from './PageLayout';
import { Stack } from './Stack';

describe('PageLayout', () => {
  it('renders header, main and footer landmarks with the content in a card', () => {
    render(
      <PageLayout header={<span>Logo</span>} footer={<span>Help</span>} mainId="main">
        <PageHeading title="We're sorry to see you go" />
      </PageLayout>,
    );
    expect(screen.getByRole('banner')).toHaveTextContent('Logo');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Help');
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main');
    expect(main.querySelector('.cf-card')).toContainElement(screen.getByRole('heading'));
  });

  it('places the banner slot above the card and can skip the card', () => {
    render(
      <PageLayout banner={<p>Something went wrong.</p>} card={false}>
        <p>Content</p>
      </PageLayout>,
    );
    expect(screen.getByRole('main').querySelector('.cf-card')).toBeNull();
    expect(screen.getByText('Something went wrong.').closest('.cf-page__banner')).not.toBeNull();
  });
});

describe('PageHeading', () => {
  it('renders an h1 title and a subtitle', () => {
    render(
      <PageHeading
        title="We're sorry to see you go"
        subtitle="Please let us know why you're leaving"
      />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      "We're sorry to see you go",
    );
    expect(screen.getByText("Please let us know why you're leaving")).toHaveClass(
      'cf-heading__subtitle',
    );
  });
});

describe('Actions and Stack', () => {
  it('keep their children in source order (primary first)', () => {
    render(
      <Stack>
        <Actions>
          <Button>Continue</Button>
          <Button variant="secondary">I want to stay</Button>
        </Actions>
      </Stack>,
    );
    const names = screen.getAllByRole('button').map((button) => button.textContent);
    expect(names).toEqual(['Continue', 'I want to stay']);
  });
});

describe('breakpoints', () => {
  it("are product §9's", () => {
    expect(breakpoints).toEqual({
      mobileMax: 599,
      tabletMin: 600,
      tabletMax: 1079,
      screenMin: 1080,
    });
    expect(mediaQueries.screen).toBe('(min-width: 1080px)');
  });
});

describe('getBreakpoint', () => {
  it.each([
    [320, 'mobile'],
    [599, 'mobile'],
    [600, 'tablet'],
    [1079, 'tablet'],
    [1080, 'screen'],
    [1920, 'screen'],
  ] as const)('%ipx is %s', (width, expected) => {
    expect(getBreakpoint(width)).toBe(expected);
  });
});

describe('useBreakpoint', () => {
  it('follows the window width across the breakpoints', () => {
    const resizeTo = (width: number) =>
      act(() => {
        window.innerWidth = width;
        window.dispatchEvent(new Event('resize'));
      });
    resizeTo(1280);
    const { result } = renderHook(() => useBreakpoint());
    expect(result.current).toBe('screen');
    resizeTo(768);
    expect(result.current).toBe('tablet');
    resizeTo(360);
    expect(result.current).toBe('mobile');
  });
});
