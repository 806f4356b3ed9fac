import type { PublicPortfolioItem } from '@shared/schemas';
import { imageUrl } from '@/features/portfolio/image-url';

/** The grids' columns: one on a phone, two from a tablet, at most about 400 px each on a wide screen. */
const GRID_SIZES = '(min-width: 75rem) 400px, (min-width: 40rem) 50vw, 100vw';

/**
 * An item's image in a grid: the AVIF/WebP variants of its `imageSet` in a `<picture>` (the browser
 * takes the width the slot needs), the original as the fallback `src`, and the real width and height
 * so the slot is reserved before the bytes arrive. The first one visible loads at once and first of
 * all (`priority`); the rest wait until they are scrolled near.
 */
export function PortfolioImage({
  item,
  alt,
  priority = false,
}: {
  item: Pick<PublicPortfolioItem, 'image' | 'imageSet'>;
  alt: string;
  priority?: boolean;
}) {
  const set = item.imageSet;
  const img = (
    <img
      src={imageUrl(item.image)}
      alt={alt}
      width={set?.width ?? 400}
      height={set?.height ?? 300}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
  if (!set) return img;
  return (
    <picture>
      {set.sources.map((source) => (
        <source
          key={source.type}
          type={source.type}
          sizes={GRID_SIZES}
          srcSet={source.srcset
            .split(', ')
            .map((candidate) => imageUrl(candidate))
            .join(', ')}
        />
      ))}
      {img}
    </picture>
  );
}
