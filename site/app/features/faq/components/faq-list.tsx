import { useId, useState } from 'react';
import type { FaqEntry } from '@/content/types';

/** Accordion with at most one answer open; clicking the open question closes it. */
export function FaqList({ items }: { items: FaqEntry[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const id = useId();
  return (
    <div className="faq">
      {items.map((item, index) => {
        const expanded = open === index;
        return (
          <div key={item.question} className="faq-item" data-open={expanded ? 'true' : 'false'}>
            <h3>
              <button
                type="button"
                id={`${id}-q${index}`}
                aria-expanded={expanded}
                aria-controls={`${id}-a${index}`}
                onClick={() => setOpen(expanded ? null : index)}
              >
                <span>{item.question}</span>
                <span className="faq-sign" aria-hidden="true" />
              </button>
            </h3>
            <div
              id={`${id}-a${index}`}
              role="region"
              aria-labelledby={`${id}-q${index}`}
              hidden={!expanded}
              className="faq-answer"
            >
              <p>{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
