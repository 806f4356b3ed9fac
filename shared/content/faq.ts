import { both, group, list, type ContentOf } from './fields';

/**
 * The home page's frequently asked questions as the office edits them (the `faq` section): each
 * question and its answer in Arabic and English, in the order the page shows them. The FAQ's title
 * and introduction stay with the page's texts.
 */
export const faqFields = group(
  { ar: 'الأسئلة الشائعة', en: 'Questions' },
  {
    items: list(
      { ar: 'الأسئلة', en: 'Questions' },
      group(
        { ar: 'سؤال', en: 'Question' },
        {
          question: both({ ar: 'السؤال', en: 'Question' }, 200),
          answer: both({ ar: 'الجواب', en: 'Answer' }, 1000, { multiline: true }),
        },
      ),
      { max: 30 },
    ),
  },
);
export type FaqContent = ContentOf<typeof faqFields>;
