import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';

export interface TitledSectionProps extends Omit<ComponentPropsWithRef<'section'>, 'title'> {
  title: ReactNode;
  /** Heading level of the title; 1 when the panel is the page's main content (default). */
  headingLevel?: 1 | 2 | 3;
  /** Class name of the heading, e.g. `cf-offer__title`. */
  titleClassName: string;
  /** Rendered before the heading, e.g. the status icon. */
  before?: ReactNode;
}

/**
 * A `<section>` named by its own heading (`aria-labelledby`), with the content after the heading:
 * the frame of the panels that can be a page's main content (StatusPanel, OfferPanel).
 */
export function TitledSection({
  title,
  headingLevel = 1,
  titleClassName,
  before,
  children,
  ...rest
}: TitledSectionProps) {
  const titleId = `${useId()}-title`;
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby={titleId} {...rest}>
      {before}
      <Heading id={titleId} className={titleClassName}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
