import { useId, type ReactNode, type Ref } from 'react';
import './card.css';

export interface CardProps {
  /** The card's heading, named as its region's label. */
  readonly title: ReactNode;
  /** The heading's level in the page (h2 by default). */
  readonly level?: 2 | 3 | undefined;
  readonly className?: string | undefined;
  readonly children: ReactNode;
  /** The heading, to move focus to it (a finished step announcing its result). */
  readonly headingRef?: Ref<HTMLHeadingElement> | undefined;
  /** Extra attributes for the section (data-testid, aria-live …). */
  readonly sectionProps?:
    Readonly<Record<`data-${string}` | `aria-${string}`, string | undefined>> | undefined;
}

/** A titled box for one result or one step (the Check screen's result, a list's summary, the playground's field). */
export function Card({ title, level = 2, className, children, headingRef, sectionProps }: CardProps) {
  const id = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section
      {...sectionProps}
      className={['tf-card', className].filter(Boolean).join(' ')}
      aria-labelledby={`${id}-title`}
    >
      <Heading
        id={`${id}-title`}
        className="tf-card__title"
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
      >
        {title}
      </Heading>
      {children}
    </section>
  );
}
