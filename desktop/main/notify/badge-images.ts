/// <reference types="vite/client" />
import type { OverlayLabel } from './badge';

/** The overlay pictures (desktop/scripts/make-icons.mjs draws them), bundled as data URLs. */
const files = import.meta.glob<string>('../../resources/badges/*.png', {
  query: '?inline',
  import: 'default',
  eager: true,
});

/** The PNG data URL of a label's overlay (for nativeImage.createFromDataURL). */
export function overlayDataUrl(label: OverlayLabel): string {
  const url = files[`../../resources/badges/${label === '9+' ? '9plus' : label}.png`];
  if (!url) throw new Error(`no badge picture for ${label}`);
  return url;
}
