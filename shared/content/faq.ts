import { z } from 'zod';
import { requiredText } from '../schemas/fields';

/**
 * The home page's frequently asked questions as the office edits them (the `faq` section): each
 * question and its answer in Arabic and English, in the order the page shows them. The FAQ's title
 * and introduction stay with the page's texts.
 */
const bothLanguages = (max: number, multiline = false) =>
  z.object({ ar: requiredText(max, { multiline }), en: requiredText(max, { multiline }) });

export const faqSchema = z.object({
  items: z
    .array(z.object({ question: bothLanguages(200), answer: bothLanguages(1000, true) }), 'invalid_type')
    .min(1, 'required')
    .max(30, 'too_many'),
});
export type FaqContent = z.output<typeof faqSchema>;
