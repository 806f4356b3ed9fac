import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import type { ResponsiveImage } from '@shared/schemas';
import type { UploadStorage } from './storage';

/** Widths of the variants the public pages choose from (a phone, a tablet or a 2x phone, a wide screen). */
export const VARIANT_WIDTHS = [400, 800, 1200] as const;
/** Newest format first: a browser takes the first `<source>` it can show. */
const FORMATS = [
  { ext: 'avif', type: 'image/avif', encode: (s: sharp.Sharp) => s.avif({ quality: 50, effort: 2 }) },
  { ext: 'webp', type: 'image/webp', encode: (s: sharp.Sharp) => s.webp({ quality: 75 }) },
] as const;

/** What an upload's variants are, kept beside it as `<name>.variants.json` (never served). */
interface VariantManifest {
  width: number;
  height: number;
  widths: number[];
}

/** An uploaded image's path (`/uploads/<name>.<ext>`) → its base name, or null for anything else. */
const UPLOAD = /^\/uploads\/([\w-]{1,100})\.(jpg|png|webp|gif)$/;
const manifestFile = (base: string) => `${base}.variants.json`;
const variantName = (base: string, width: number, ext: string) => `${base}-${width}w.${ext}`;

/** Variant widths for an image `width` pixels wide: never enlarged, the largest at most 1200. */
export function variantWidths(width: number): number[] {
  return [...new Set([...VARIANT_WIDTHS.filter((w) => w < width), Math.min(width, 1200)])];
}

/**
 * Makes the responsive variants of an image already re-encoded and stored as `uploads/<name>`: each
 * width of `variantWidths` in AVIF and WebP, then the manifest (last, so a manifest always means
 * complete variants). Animated images keep only their original (a variant would show one frame).
 */
export async function writeVariants(uploads: UploadStorage, name: string, data: Buffer): Promise<void> {
  const base = name.replace(/\.[a-z]+$/, '');
  const meta = await sharp(data, { animated: true }).metadata();
  if ((meta.pages ?? 1) > 1 || !meta.width || !meta.height) return;
  const widths = variantWidths(meta.width);
  // One at a time: each sharp pipeline holds a thread of libuv's pool (four) while libvips encodes
  // with threads of its own, and the database driver waits for that pool. Eight at once made a
  // visitor's contact message wait behind AVIF encoding (p95 156 ms while photos were uploaded).
  for (const width of widths) {
    for (const { ext, type, encode } of FORMATS) {
      const bytes = await encode(sharp(data).resize({ width, withoutEnlargement: true })).toBuffer();
      await uploads.put(variantName(base, width, ext), bytes, type);
    }
  }
  const manifest: VariantManifest = { width: meta.width, height: meta.height, widths };
  await uploads.put(manifestFile(base), Buffer.from(JSON.stringify(manifest)), 'application/json');
}

/** The `<picture>` sources of an image path, or null when it has no variants (an older upload, a GIF). */
export async function responsiveImage(uploads: UploadStorage, image: string): Promise<ResponsiveImage | null> {
  const base = UPLOAD.exec(image)?.[1];
  if (!base) return null;
  const manifest = await readManifest(uploads, base);
  if (!manifest) return null;
  return {
    width: manifest.width,
    height: manifest.height,
    sources: FORMATS.map(({ ext, type }) => ({
      type,
      srcset: manifest.widths.map((w) => `/uploads/${variantName(base, w, ext)} ${w}w`).join(', '),
    })),
  };
}

/** Deletes the variants and manifest of an image path (the original stays: it is the item's `image`). */
export async function deleteVariants(uploads: UploadStorage, image: string): Promise<void> {
  const base = UPLOAD.exec(image)?.[1];
  if (!base) return;
  const manifest = await readManifest(uploads, base);
  if (!manifest) return;
  const names = manifest.widths.flatMap((w) => FORMATS.map(({ ext }) => variantName(base, w, ext)));
  await Promise.all(names.map((n) => uploads.delete(n).catch(() => {})));
  // The manifest last: while it exists, a later delete still knows what to remove.
  await uploads.delete(manifestFile(base)).catch(() => {});
  remoteManifests.get(uploads)?.delete(base);
}

/**
 * Manifests read from a bucket, kept a minute: the public list reads every item's manifest each time
 * it is loaded (every few seconds), and a manifest never changes; it is only deleted, and then
 * forgotten here at once (another instance may show its sources for up to a minute).
 */
const remoteManifests = new WeakMap<UploadStorage, LRUCache<string, VariantManifest>>();

async function readManifest(uploads: UploadStorage, base: string): Promise<VariantManifest | null> {
  const cache = uploads.remote ? remoteManifests.get(uploads) : undefined;
  const cached = cache?.get(base);
  if (cached) return cached;
  try {
    const bytes = await uploads.read(manifestFile(base));
    const manifest = bytes ? (JSON.parse(bytes.toString('utf8')) as VariantManifest) : null;
    if (manifest && uploads.remote) {
      if (!remoteManifests.has(uploads)) remoteManifests.set(uploads, new LRUCache({ max: 5000, ttl: 60_000 }));
      remoteManifests.get(uploads)!.set(base, manifest);
    }
    return manifest;
  } catch {
    return null;
  }
}
