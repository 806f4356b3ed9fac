import type { FaqEntry } from '@/texts/types';

/**
 * The questions as native disclosures sharing one name: the browser keeps at most one answer open
 * and closes the open one when its question is tapped, before the page's scripts run and without
 * them (and the page never takes over what the visitor opened).
 */
export function FaqList({ items }: { items: FaqEntry[] }) {
  return (
    <div className="faq">
      {items.map((item) => (
        <details key={item.question} name="faq" className="faq-item">
          <summary>
            <h3>{item.question}</h3>
            <span className="faq-sign" aria-hidden="true" />
          </summary>
          <div className="faq-answer">
            <p>{item.answer}</p>
          </div>
        </details>
      ))}
    </div>
  );
}
