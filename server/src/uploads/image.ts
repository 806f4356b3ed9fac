import sharp from 'sharp';

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif';
export const EXTENSIONS: Record<ImageFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', gif: 'gif' };
export const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

/** At most 40 megapixels: larger images are refused before they are decoded (decompression bombs). */
export const MAX_PIXELS = 40_000_000;

/** The image format told by the file's first bytes, never by its name or declared type. */
export function sniffImageFormat(bytes: Buffer): ImageFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  const head6 = bytes.subarray(0, 6).toString('latin1');
  if (head6 === 'GIF87a' || head6 === 'GIF89a') return 'gif';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP')
    return 'webp';
  return null;
}

/** Signs of a second file hidden in an image (a polyglot): ZIP records, markup, scripts. */
const POLYGLOT_MARKERS = [Buffer.from('PK\x03\x04', 'latin1'), Buffer.from('PK\x05\x06', 'latin1')];
const MARKUP = /<(script|html|svg|iframe|body|object|embed)[\s>/]|<\?php/i;

/** Bytes after the image's own end marker (PNG IEND chunk, GIF trailer), or 0 when they cannot be told. */
function trailingBytes(bytes: Buffer, format: ImageFormat): number {
  if (format === 'png') {
    const iend = bytes.lastIndexOf(Buffer.from('IEND', 'latin1'));
    return iend < 0 ? bytes.length : bytes.length - (iend + 8);
  }
  if (format === 'gif') {
    return bytes[bytes.length - 1] === 0x3b ? 0 : 1;
  }
  return 0;
}

export function looksLikePolyglot(bytes: Buffer, format: ImageFormat): boolean {
  if (POLYGLOT_MARKERS.some((m) => bytes.includes(m))) return true;
  if (MARKUP.test(bytes.toString('latin1'))) return true;
  return trailingBytes(bytes, format) > 0;
}

export class ImageRejected extends Error {
  constructor(public readonly reason: 'notAnImage' | 'imageTooManyPixels') {
    super(reason);
  }
}

/**
 * Decodes and re-encodes the image in its own format: what is stored is pixels we produced, with
 * no metadata (EXIF, GPS) and nothing appended. Throws ImageRejected for anything else.
 */
export async function reencodeImage(bytes: Buffer): Promise<{ data: Buffer; format: ImageFormat }> {
  const format = sniffImageFormat(bytes);
  if (!format || looksLikePolyglot(bytes, format)) throw new ImageRejected('notAnImage');
  const animated = format === 'gif' || format === 'webp';
  let meta: sharp.Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false, animated }).metadata();
  } catch {
    throw new ImageRejected('notAnImage');
  }
  if (meta.format !== format && !(format === 'jpeg' && meta.format === 'jpeg')) throw new ImageRejected('notAnImage');
  const frameHeight = meta.pageHeight ?? meta.height ?? 0;
  if (!meta.width || !frameHeight || meta.width * frameHeight > MAX_PIXELS) {
    throw new ImageRejected(meta.width && frameHeight ? 'imageTooManyPixels' : 'notAnImage');
  }
  try {
    const pipeline = sharp(bytes, { limitInputPixels: MAX_PIXELS, animated, failOn: 'error' }).rotate();
    const data = await pipeline.toFormat(format, format === 'jpeg' ? { quality: 85, mozjpeg: true } : {}).toBuffer();
    return { data, format };
  } catch {
    throw new ImageRejected('notAnImage');
  }
}
