import { describe, expect, it } from 'vitest';
import {
  arabicPath,
  englishPath,
  languageOfPath,
  languageTogglePath,
  otherLanguagePath,
  PUBLIC_PATHS,
  serviceSlugOfPath,
  sitePagePath,
} from './route-paths';

describe('route-paths', () => {
  it('maps between Arabic and English paths', () => {
    expect(englishPath('/')).toBe('/en');
    expect(englishPath('/services/marble')).toBe('/en/services/marble');
    expect(arabicPath('/en')).toBe('/');
    expect(arabicPath('/en/contact')).toBe('/contact');
    expect(languageOfPath('/en/about')).toBe('en');
    expect(languageOfPath('/english')).toBe('ar');
  });

  it('lists every page in both languages', () => {
    expect(PUBLIC_PATHS).toContain('/services/gardens');
    expect(PUBLIC_PATHS).toContain('/en/services/gardens');
    expect(new Set(PUBLIC_PATHS).size).toBe(PUBLIC_PATHS.length);
  });

  it('toggles to the counterpart, or the 404 in the other language for unknown paths', () => {
    expect(otherLanguagePath('/about')).toBe('/en/about');
    expect(otherLanguagePath('/en/about/')).toBe('/about');
    expect(otherLanguagePath('/')).toBe('/en');
    expect(otherLanguagePath('/nowhere')).toBe('/en/nowhere');
    expect(languageTogglePath('/cities/medina/aziziyah', '')).toBe('/en/cities#arabic-only');
    expect(languageTogglePath('/about', '#team')).toBe('/en/about#team');
  });

  it('names where a booking came from only by a page of the site', () => {
    expect(sitePagePath('/cities/medina')).toBe('/cities/medina');
    expect(sitePagePath('/cities/medina/')).toBe('/cities/medina');
    expect(sitePagePath('/en')).toBe('/en');
    expect(sitePagePath('/')).toBe('/');
    for (const other of [
      'https://evil.example/',
      '//evil.example',
      '/booking',
      '/nowhere',
      '',
      'cities/medina',
      null,
      7,
    ]) {
      expect(sitePagePath(other)).toBeNull();
    }
  });

  it('reads the service of a service page from its path, and refuses any other path', () => {
    expect(serviceSlugOfPath('/en/services/marble')).toBe('marble');
    expect(serviceSlugOfPath('/services/gardens')).toBe('gardens');
    expect(() => serviceSlugOfPath('/services/unknown')).toThrow('not a service page');
  });
});
