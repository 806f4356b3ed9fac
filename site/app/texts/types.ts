import type { IconName } from '@/components/icon';

/** Types shared by the pages' texts (one module per page, `texts/<page>.ts`, with both languages). */
export interface PageSeo {
  title: string;
  description: string;
}

export interface Stat {
  value: string;
  label: string;
  icon?: IconName;
}

export interface Heading {
  title: string;
  intro: string;
}

export interface FaqEntry {
  question: string;
  answer: string;
}
