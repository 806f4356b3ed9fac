import { describe, expect, it } from 'vitest';
import { isLocalHost, needsPlainHttpConsent } from './plain-http';

describe('plain http rule', () => {
  it.each([
    'localhost',
    'admin.localhost',
    '127.0.0.1',
    '127.8.9.10',
    '10.0.0.5',
    '172.16.0.1',
    '172.31.255.254',
    '192.168.1.20',
    '169.254.10.1',
    '[::1]',
    '[fd12:3456::1]',
    '[fc00::1]',
    '[fe80::1]',
  ])('%s is this computer or the office network', (host) => {
    expect(isLocalHost(host)).toBe(true);
    expect(needsPlainHttpConsent(`http://${host}:3000`)).toBe(false);
  });

  it.each([
    'example.com',
    '8.8.8.8',
    '172.32.0.1',
    '172.15.255.255',
    '192.169.0.1',
    '11.0.0.1',
    '[2001:db8::1]',
    'localhost.example.com',
  ])('%s is on the internet', (host) => {
    expect(isLocalHost(host)).toBe(false);
    expect(needsPlainHttpConsent(`http://${host}`)).toBe(true);
  });

  it('https never needs consent', () => {
    expect(needsPlainHttpConsent('https://example.com')).toBe(false);
  });
});
