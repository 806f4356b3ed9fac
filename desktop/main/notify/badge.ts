import { NOTIFICATION_TEXTS } from '../messages';

/** The Windows overlay shows 1 … 9, then 9+. */
export const OVERLAY_LABELS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '9+'] as const;
export type OverlayLabel = (typeof OVERLAY_LABELS)[number];

export const overlayLabel = (count: number): OverlayLabel =>
  count > 9 ? '9+' : OVERLAY_LABELS[Math.max(1, Math.floor(count)) - 1]!;

export interface BadgeDeps<Image> {
  platform: NodeJS.Platform;
  /** app.setBadgeCount: the macOS dock, and Linux launchers that show counts (Unity, KDE, …). */
  setBadgeCount: (count: number) => unknown;
  /** The main window's setOverlayIcon (Windows taskbar); a no-op while there is no window. */
  setOverlayIcon: (image: Image | null, description: string) => void;
  /** The overlay picture of a label (nativeImage in the app). */
  overlayImage: (label: OverlayLabel) => Image;
}

export interface Badge {
  show(count: number): void;
}

/**
 * The unread count as the app's badge: a number on the dock or launcher icon on macOS and Linux,
 * a red disc over the taskbar button on Windows (with its count said in words for screen readers);
 * nothing at zero. An unchanged count changes nothing.
 */
export function createBadge<Image>({ platform, setBadgeCount, setOverlayIcon, overlayImage }: BadgeDeps<Image>): Badge {
  let shown: number | null = null;
  return {
    show(count) {
      if (count === shown) return;
      shown = count;
      if (platform !== 'win32') {
        setBadgeCount(count);
        return;
      }
      if (count === 0) setOverlayIcon(null, '');
      else setOverlayIcon(overlayImage(overlayLabel(count)), NOTIFICATION_TEXTS.unread(count));
    },
  };
}
