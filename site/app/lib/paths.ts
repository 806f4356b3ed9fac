import { useCallback } from 'react';
import { useLanguage } from '@/lib/language';
import { englishPath } from '@/route-paths';

/** Turns an Arabic path into the same page in the current language. */
export function useLocalePath(): (arabicPath: string) => string {
  const lang = useLanguage();
  return useCallback((path: string) => (lang === 'en' ? englishPath(path) : path), [lang]);
}

/** Smoothly scrolls to the element with this id (no smooth scrolling when the visitor prefers less motion). */
export function scrollToId(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
}
