import { useId, type MouseEvent, type ReactNode } from 'react';
import { ChevronRightIcon } from '../icons/icons';
import { cx } from '../utils/cx';

export interface LinkListItem {
  /** Stable key, e.g. the toolkit id. */
  id: string;
  href: string;
  /** The link text (its accessible name). */
  title: ReactNode;
  /** Secondary text, read as the link's description. */
  description?: ReactNode;
  /** Decorative leading visual. */
  icon?: ReactNode;
}

export interface LinkRenderProps {
  href: string;
  className: string;
  'aria-describedby': string | undefined;
  onClick: ((event: MouseEvent<HTMLAnchorElement>) => void) | undefined;
  /** The item's title: the link text. */
  children: ReactNode;
}

export interface LinkListProps {
  /**
   * The links, in order: `{ id, href, title, description?, icon? }`. The title is the link text,
   * the description its accessible description, the icon decorative.
   */
  items: ReadonlyArray<LinkListItem>;
  /** Accessible name of the list. */
  label?: string;
  /** Called on click (e.g. to navigate client-side after `event.preventDefault()`). */
  onNavigate?: (item: LinkListItem, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Render the link element yourself (e.g. a router link); receives the props for it. */
  renderLink?: (item: LinkListItem, props: LinkRenderProps) => ReactNode;
  className?: string;
}

function defaultRenderLink(_item: LinkListItem, { children, ...props }: LinkRenderProps) {
  return <a {...props}>{children}</a>;
}

/**
 * A list of link cards, e.g. the toolkits to choose from. The title is the link (its name), the
 * description its accessible description; the whole card is clickable.
 */
export function LinkList({
  items,
  label,
  onNavigate,
  renderLink = defaultRenderLink,
  className,
}: LinkListProps) {
  const baseId = useId();
  return (
    <ul className={cx('cf-link-list', className)} aria-label={label}>
      {items.map((item) => {
        const descriptionId = item.description ? `${baseId}-${item.id}-description` : undefined;
        return (
          <li key={item.id} className="cf-link-list__item">
            <div className="cf-link-card">
              {item.icon ? (
                <span className="cf-link-card__icon" aria-hidden="true">
                  {item.icon}
                </span>
              ) : null}
              <span className="cf-link-card__text">
                {renderLink(item, {
                  href: item.href,
                  className: 'cf-link-card__link',
                  'aria-describedby': descriptionId,
                  onClick: onNavigate ? (event) => onNavigate(item, event) : undefined,
                  children: item.title,
                })}
                {item.description ? (
                  <span id={descriptionId} className="cf-link-card__description">
                    {item.description}
                  </span>
                ) : null}
              </span>
              <ChevronRightIcon className="cf-link-card__chevron" />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
