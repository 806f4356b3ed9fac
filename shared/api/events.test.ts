import { describe, expect, it } from 'vitest';
import { liveEventData, newContactEvent, parseLiveEvent } from './events';

describe('live event payloads', () => {
  const created = newContactEvent({
    id: 7,
    name: 'ريم',
    service: 'تنظيف',
    urgency: 'urgent',
    createdAt: new Date('2026-11-25T10:00:00Z'),
  });

  it('parses what matches its type, keeping only its own fields', () => {
    expect(parseLiveEvent('contact.created', { ...created, extra: 'x' })).toEqual({
      type: 'contact.created',
      data: { id: 7, name: 'ريم', service: 'تنظيف', urgency: 'urgent', created_at: '2026-11-25T10:00:00.000Z' },
    });
    expect(parseLiveEvent('contact.updated', { id: 3, status: 'done', read: true })).toEqual({
      type: 'contact.updated',
      data: { id: 3, status: 'done', read: true },
    });
    expect(parseLiveEvent('contact.updated', { id: 3, note: true })?.data).toEqual({ id: 3, note: true });
    expect(parseLiveEvent('portfolio.changed', {})).toEqual({ type: 'portfolio.changed', data: {} });
  });

  it('skips a payload that is not what its type says, and an unknown type', () => {
    expect(parseLiveEvent('contact.created', { ...created, id: '7' })).toBeNull();
    expect(parseLiveEvent('contact.created', { ...created, urgency: 'whenever' })).toBeNull();
    expect(parseLiveEvent('contact.created', { id: 7 })).toBeNull();
    expect(parseLiveEvent('contact.updated', { id: 3, status: 'archived' })).toBeNull();
    expect(parseLiveEvent('contact.updated', { id: 3, note: false })).toBeNull();
    expect(parseLiveEvent('contact.deleted', null)).toBeNull();
    expect(parseLiveEvent('contact.deleted', [7])).toBeNull();
    expect(parseLiveEvent('toString', {})).toBeNull();
    expect(parseLiveEvent('contact.merged', { id: 1 })).toBeNull();
  });

  it('refuses to record a payload that does not match (a bug on the server)', () => {
    expect(liveEventData('contact.created', created)).toEqual(created);
    expect(() => liveEventData('contact.deleted', { id: Number.NaN })).toThrow(/contact.deleted/);
  });
});
