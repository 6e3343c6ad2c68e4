import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LinkList, type LinkListItem } from './LinkList';

const items: LinkListItem[] = [
  {
    id: 'all',
    href: '/cancel/all',
    title: 'Cancel all toolkits at once',
    description: 'Ends your whole subscription in one go.',
  },
  { id: 'seo', href: '/cancel/seo', title: 'Cancel SEO Toolkit' },
];

describe('LinkList', () => {
  it('renders a named list of links with a title as name and the description as description', () => {
    render(<LinkList items={items} label="Toolkits" />);
    expect(screen.getByRole('list', { name: 'Toolkits' })).toBeInTheDocument();
    const all = screen.getByRole('link', { name: 'Cancel all toolkits at once' });
    expect(all).toHaveAttribute('href', '/cancel/all');
    expect(all).toHaveAccessibleDescription('Ends your whole subscription in one go.');
    expect(screen.getByRole('link', { name: 'Cancel SEO Toolkit' })).toHaveAttribute(
      'href',
      '/cancel/seo',
    );
  });

  it('reports clicks and Enter so the app can navigate client-side', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn((_item: LinkListItem, event: { preventDefault: () => void }) =>
      event.preventDefault(),
    );
    render(<LinkList items={items} onNavigate={onNavigate} />);
    await user.click(screen.getByRole('link', { name: 'Cancel SEO Toolkit' }));
    expect(onNavigate).toHaveBeenLastCalledWith(items[1], expect.anything());
    await user.tab({ shift: true });
    expect(screen.getByRole('link', { name: 'Cancel all toolkits at once' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onNavigate).toHaveBeenLastCalledWith(items[0], expect.anything());
  });

  it('lets the app render its own link element', () => {
    render(
      <LinkList
        items={items}
        renderLink={(item, { children, href, ...props }) => (
          <a {...props} href={`#${href}`} data-router-link={item.id}>
            {children}
          </a>
        )}
      />,
    );
    const link = screen.getByRole('link', { name: 'Cancel SEO Toolkit' });
    expect(link).toHaveAttribute('data-router-link', 'seo');
    expect(link).toHaveAttribute('href', '#/cancel/seo');
    expect(link).toHaveClass('cf-link-card__link');
  });
});
