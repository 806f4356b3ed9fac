import { beforeEach, describe, expect, it, vi } from 'vitest';
import { double, FakeWebContents } from '../test/electron-double';
import { applyNavigationPolicy, isAllowedExternalUrl } from './navigation-policy';
import type { WebContents } from 'electron';

vi.mock('electron', () => import('../test/electron-double'));

describe('isAllowedExternalUrl', () => {
  it.each([
    'https://wa.me/966500000001?text=%D9%85',
    'https://www.google.com/maps?q=Medina',
    'tel:+966500000001',
    'mailto:info@example.com',
  ])('allows %s', (url) => expect(isAllowedExternalUrl(url)).toBe(true));

  it.each([
    'http://example.com',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'app://desktop/admin/',
    'smb://server/share',
    'ms-settings:privacy',
    'https://user:pw@example.com',
    'tel:;rm -rf',
    'mailto:nobody',
    'not a url',
  ])('refuses %s', (url) => expect(isAllowedExternalUrl(url)).toBe(false));
});

describe('applyNavigationPolicy', () => {
  let contents: FakeWebContents;
  beforeEach(() => {
    double.reset();
    contents = new FakeWebContents();
    applyNavigationPolicy(contents as unknown as WebContents);
  });

  it('denies every window.open and sends allowed links to the system browser', () => {
    expect(contents.windowOpenHandler?.({ url: 'https://wa.me/966500000001' })).toEqual({ action: 'deny' });
    expect(contents.windowOpenHandler?.({ url: 'http://evil.example' })).toEqual({ action: 'deny' });
    expect(contents.windowOpenHandler?.({ url: 'app://desktop/admin/' })).toEqual({ action: 'deny' });
    expect(double.openedExternally).toEqual(['https://wa.me/966500000001']);
  });

  it('lets the window move inside app://desktop only', () => {
    expect(contents.fire('will-navigate', { url: 'app://desktop/admin/contacts' })).toBe(false);
    expect(contents.fire('will-navigate', { url: 'app://desktop/setup/' })).toBe(false);
    expect(contents.fire('will-navigate', { url: 'app://other/admin/' })).toBe(true);
    expect(contents.fire('will-navigate', { url: 'http://127.0.0.1:3000/admin/' })).toBe(true);
    expect(contents.fire('will-navigate', { url: 'file:///etc/passwd' })).toBe(true);
    expect(double.openedExternally).toEqual([]);
  });

  it('opens an allowed external link in the system browser instead of navigating', () => {
    expect(contents.fire('will-navigate', { url: 'tel:+966500000001' })).toBe(true);
    expect(contents.fire('will-navigate', { url: 'mailto:info@example.com' })).toBe(true);
    expect(double.openedExternally).toEqual(['tel:+966500000001', 'mailto:info@example.com']);
  });

  it('refuses redirects away, sub-frame navigation away and <webview>', () => {
    expect(contents.fire('will-redirect', { url: 'https://evil.example/' })).toBe(true);
    expect(contents.fire('will-redirect', { url: 'app://desktop/admin/' })).toBe(false);
    expect(contents.fire('will-frame-navigate', { url: 'https://evil.example/', isMainFrame: false })).toBe(true);
    expect(contents.fire('will-attach-webview', { url: '' })).toBe(true);
  });
});
