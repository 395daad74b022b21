import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ChevronIcon } from '../icons';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

interface AccordionProps {
  items: readonly AccordionItem[];
  /** Level of the headings that hold the toggle buttons. */
  headingLevel?: 2 | 3 | 4;
  /** Index open at first; null for all closed. */
  initiallyOpen?: number | null;
}

/** Keys that move between the item buttons (WAI-ARIA accordion pattern). */
function nextIndex(key: string, index: number, count: number): number | undefined {
  if (key === 'ArrowDown') return (index + 1) % count;
  if (key === 'ArrowUp') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

/** One item open at a time; opening another closes it, and clicking the open item closes it. */
export function Accordion({ items, headingLevel = 3, initiallyOpen = 0 }: AccordionProps) {
  const [openId, setOpenId] = useState<string | null>(initiallyOpen === null ? null : (items[initiallyOpen]?.id ?? null));
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const prefix = useId();
  const Heading = `h${headingLevel}` as const;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = nextIndex(event.key, index, items.length);
    if (target === undefined) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  };

  return (
    <div className="accordion">
      {items.map((item, index) => {
        const open = item.id === openId;
        const buttonId = `${prefix}-${item.id}-button`;
        const panelId = `${prefix}-${item.id}-panel`;
        return (
          <div key={item.id} className={open ? 'accordion__item accordion__item--open' : 'accordion__item'}>
            <Heading className="accordion__heading">
              <button
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                type="button"
                id={buttonId}
                className="accordion__button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                <span>{item.title}</span>
                <ChevronIcon className="accordion__chevron" />
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} className="accordion__panel" hidden={!open}>
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
