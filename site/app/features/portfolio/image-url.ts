/** Prefix put before site paths ('/uploads/…'). Empty: images are served by the same origin. */
export const IMAGE_BASE_PREFIX = '';

/**
 * Image path rule: absolute http(s) URLs and paths not starting with '/'
 * are kept as they are; paths starting with '/' get the base prefix.
 */
export function imageUrl(path: string, prefix: string = IMAGE_BASE_PREFIX): string {
  if (/^https?:\/\//i.test(path) || !path.startsWith('/')) return path;
  return `${prefix}${path}`;
}
