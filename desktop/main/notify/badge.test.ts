import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createBadge, OVERLAY_LABELS, overlayLabel, type OverlayLabel } from './badge';
import { overlayDataUrl } from './badge-images';

function recordBadge(platform: NodeJS.Platform) {
  const counts: number[] = [];
  const overlays: [OverlayLabel | null, string][] = [];
  const badge = createBadge<OverlayLabel>({
    platform,
    setBadgeCount: (count) => counts.push(count),
    setOverlayIcon: (image, description) => overlays.push([image, description]),
    overlayImage: (label) => label,
  });
  return { badge, counts, overlays };
}

describe('unread badge', () => {
  it.each(['darwin', 'linux'] as const)('on %s is app.setBadgeCount, cleared at zero', (platform) => {
    const { badge, counts, overlays } = recordBadge(platform);
    badge.show(3);
    badge.show(3);
    badge.show(12);
    badge.show(0);
    expect(counts).toEqual([3, 12, 0]);
    expect(overlays).toEqual([]);
  });

  it('on Windows is an overlay icon with the count said in words, removed at zero', () => {
    const { badge, counts, overlays } = recordBadge('win32');
    badge.show(1);
    badge.show(4);
    badge.show(4);
    badge.show(37);
    badge.show(0);
    expect(counts).toEqual([]);
    expect(overlays).toEqual([
      ['1', 'رسالة واحدة غير مقروءة'],
      ['4', '4 رسائل غير مقروءة'],
      ['9+', '37 رسالة غير مقروءة'],
      [null, ''],
    ]);
  });

  it('labels 1 … 9, then 9+', () => {
    expect([1, 2, 9, 10, 250].map(overlayLabel)).toEqual(['1', '2', '9', '9+', '9+']);
  });

  it('has a 32 px PNG overlay for every label', async () => {
    for (const label of OVERLAY_LABELS) {
      const url = overlayDataUrl(label);
      expect(url).toMatch(/^data:image\/png;base64,/);
      const meta = await sharp(Buffer.from(url.split(',')[1]!, 'base64')).metadata();
      expect([meta.format, meta.width, meta.height, meta.hasAlpha], label).toEqual(['png', 32, 32, true]);
    }
  });
});
