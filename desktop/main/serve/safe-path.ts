import path from 'node:path';

export type SafePath = { ok: true; segments: string[] } | { ok: false };

/**
 * Splits the part of a URL path below a mount point into decoded file-name segments, refusing
 * anything that could leave the served folder: `.`/`..` segments (also percent-encoded), encoded or
 * literal back-slashes and slashes inside a segment, NUL bytes, drive letters and bad encodings.
 */
export function safeSegments(rawPath: string): SafePath {
  if (rawPath.includes('\\') || /%(2f|5c|00)/i.test(rawPath)) return { ok: false };
  const segments: string[] = [];
  for (const raw of rawPath.split('/')) {
    if (raw === '') continue;
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return { ok: false };
    }
    if (segment === '.' || segment === '..' || /[/\\\0:]/.test(segment)) return { ok: false };
    segments.push(segment);
  }
  return { ok: true, segments };
}

/** Joins segments below root and proves the result is still inside root. */
export function resolveInside(root: string, segments: string[]): string | null {
  const base = path.resolve(root);
  const full = path.resolve(base, ...segments);
  return full === base || full.startsWith(base + path.sep) ? full : null;
}
