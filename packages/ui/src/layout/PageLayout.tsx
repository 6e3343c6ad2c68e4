import type { ReactNode } from 'react';
import { cx } from '../utils/cx';
import { Card } from './Card';

export interface PageLayoutProps {
  /** Page header content (logo, app name); rendered in a `<header>` landmark. */
  header?: ReactNode;
  /** Footer content (help links); rendered in a `<footer>` landmark. */
  footer?: ReactNode;
  /** Content above the card, e.g. the ErrorBanner. */
  banner?: ReactNode;
  /** The page content: placed in the white content card unless `card` is false. */
  children: ReactNode;
  /** Wrap children in a Card (default true). */
  card?: boolean;
  /**
   * The card's width on a tablet or screen: `narrow` (624px, forms and surveys; default) or
   * `wide` (880px). On a phone the card takes the full width.
   */
  width?: 'narrow' | 'wide';
  /** Id of `<main>`, e.g. for a skip link. */
  mainId?: string;
  className?: string;
}

/**
 * The page shell: light neutral background, header, `<main>` with the content card, footer.
 * Mobile (≤599px) drops the card's side margins, tablet and screen centre it.
 */
export function PageLayout({
  header,
  footer,
  banner,
  children,
  card = true,
  width = 'narrow',
  mainId,
  className,
}: PageLayoutProps) {
  return (
    <div className={cx('cf-root', 'cf-page', `cf-page--${width}`, className)}>
      {header ? <header className="cf-page__header">{header}</header> : null}
      <main id={mainId} className="cf-page__main" tabIndex={mainId ? -1 : undefined}>
        {banner ? <div className="cf-page__banner">{banner}</div> : null}
        {card ? <Card className="cf-page__card">{children}</Card> : children}
      </main>
      {footer ? <footer className="cf-page__footer">{footer}</footer> : null}
    </div>
  );
}
