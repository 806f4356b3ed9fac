import { useSyncExternalStore } from 'react';

/** A short message to the person: antd's themed, right-to-left toast shows it (app/notice-host.tsx). */
export interface Notice {
  kind: 'error' | 'success';
  text: string;
  /** A notice with a key replaces the one with the same key that is still shown. */
  key?: string;
}

interface Host {
  show(notice: Notice): void;
  /** The screens' host (not the sign-in screen's): it also shows the notices for the next screen. */
  forScreens: boolean;
}

let host: Host | null = null;
let pending: Notice[] = [];
let forNextScreen: Notice[] = [];
/** Set by the first notice raised with no host (the sign-in screen then loads one); never unset. */
let hostWanted = false;
const listeners = new Set<() => void>();

/**
 * The toasts live with antd, which the sign-in screen does not load: a notice raised before a host
 * is mounted waits for it, and asks for one (useNoticeHostWanted).
 */
export function notify(notice: Notice): void {
  if (host) return host.show(notice);
  pending.push(notice);
  if (!hostWanted) {
    hostWanted = true;
    listeners.forEach((listener) => listener());
  }
}

export function notifyError(text: string, key?: string): void {
  notify({ kind: 'error', text, key });
}

/** A notice for the screen about to open (the welcome after sign-in), shown by its host. */
export function notifyOnNextScreen(notice: Notice): void {
  if (host?.forScreens) host.show(notice);
  else forNextScreen.push(notice);
}

/** Called by a mounted host: shows what waited for it; the returned function unregisters it. */
export function registerNoticeHost(next: Host): () => void {
  host = next;
  const waiting = pending;
  pending = [];
  if (next.forScreens) {
    waiting.push(...forNextScreen);
    forNextScreen = [];
  }
  waiting.forEach((notice) => next.show(notice));
  return () => {
    if (host === next) host = null;
  };
}

/** True once a notice was raised with no host to show it. */
export function useNoticeHostWanted(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    () => hostWanted,
  );
}
