import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { bookPath } from '@shared/booking-pages';
import type { Category } from '@shared/constants';
import { useLanguage } from '@/lib/language';
import { englishPath, languageOfPath, sitePagePath } from '@/route-paths';

/** Turns an Arabic path into the same page in the current language. */
export function useLocalePath(): (arabicPath: string) => string {
  const lang = useLanguage();
  return useCallback((path: string) => (lang === 'en' ? englishPath(path) : path), [lang]);
}

/**
 * Where a booking button of this page leads: the booking form in the page's language, with its
 * service chosen and this page named as where the booking comes from.
 */
export function useBookPath(service: Category | null = null): string {
  const { pathname } = useLocation();
  return bookPath(languageOfPath(pathname), service, sitePagePath(pathname));
}

/** Smoothly scrolls to the element with this id (no smooth scrolling when the visitor prefers less motion). */
export function scrollToId(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
}
