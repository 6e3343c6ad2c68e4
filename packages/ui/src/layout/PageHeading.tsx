import type { ReactNode } from 'react';
import { cx } from '../utils/cx';

export interface PageHeadingProps {
  /** The page title, rendered as a heading (h1 by default). */
  title: ReactNode;
  /** Secondary line under the title. */
  subtitle?: ReactNode;
  /** The heading's level: 1 (default), the page's title; 2, a title inside a page. */
  level?: 1 | 2;
  /** Id of the heading, e.g. for aria-labelledby of a form. */
  id?: string;
  /** Content above the title, e.g. the StepProgress. */
  before?: ReactNode;
  className?: string;
}

/** Title (h1) and optional subtitle of a page or survey step. */
export function PageHeading({
  title,
  subtitle,
  level = 1,
  id,
  before,
  className,
}: PageHeadingProps) {
  const Heading = `h${level}` as const;
  return (
    <div className={cx('cf-heading', className)}>
      {before}
      <Heading id={id} className="cf-heading__title">
        {title}
      </Heading>
      {subtitle ? <p className="cf-heading__subtitle">{subtitle}</p> : null}
    </div>
  );
}
