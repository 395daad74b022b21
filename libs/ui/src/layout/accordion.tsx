import { useId, type ReactNode } from 'react';
import { ChevronIcon } from '../icons';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

interface AccordionProps {
  items: readonly AccordionItem[];
  /** Level of the headings inside the items' summaries. */
  headingLevel?: 2 | 3 | 4;
  /** Index open at first; null for all closed. */
  initiallyOpen?: number | null;
}

/**
 * One item open at a time; opening another closes it, and activating the open item closes it. Native
 * <details>/<summary> in one named group: it works before any script runs (a pre-rendered page), and the browser
 * gives it its keyboard handling and its expanded state. React renders `open` once; from then on the browser owns it.
 */
export function Accordion({ items, headingLevel = 3, initiallyOpen = 0 }: AccordionProps) {
  const group = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="accordion">
      {items.map((item, index) => (
        <details key={item.id} name={group} className="accordion__item" open={index === initiallyOpen}>
          <summary className="accordion__summary">
            <Heading className="accordion__heading">{item.title}</Heading>
            <ChevronIcon className="accordion__chevron" />
          </summary>
          <div className="accordion__panel">{item.content}</div>
        </details>
      ))}
    </div>
  );
}
