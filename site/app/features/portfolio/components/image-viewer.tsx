import { Icon } from '@/components/icon';
import { imageUrl } from '@/features/portfolio/image-url';
import type { PublicPortfolioItem } from '@shared/schemas/portfolio';
import { useTranslation } from 'react-i18next';

const viewerId = (item: Pick<PublicPortfolioItem, 'id'>) => `work-${item.id}`;

/**
 * What a button needs to open an item's viewer: the browser's own invoker command, so it opens
 * before the scripts run and without them (the head script stands in where a browser lacks it).
 */
export function opensViewer(item: Pick<PublicPortfolioItem, 'id'>) {
  return { command: 'show-modal', commandfor: viewerId(item) } as const;
}

/**
 * An item's full-screen viewer: a native modal <dialog>, so focus moves into it and stays there,
 * Escape, the close button and a tap outside the image (`closedby="any"`) close it, and focus returns
 * to the button that opened it. Its image loads only when it is opened (`loading="lazy"` on an
 * element not shown).
 */
export function ImageViewer({ item }: { item: Pick<PublicPortfolioItem, 'id' | 'image' | 'title'> }) {
  const { t } = useTranslation();
  const id = viewerId(item);
  return (
    <dialog id={id} className="viewer" aria-label={item.title} closedby="any">
      <figure>
        <img src={imageUrl(item.image)} alt={item.title} width={1200} height={900} loading="lazy" decoding="async" />
        <figcaption>{item.title}</figcaption>
      </figure>
      <button
        type="button"
        className="viewer-close icon-button"
        command="close"
        commandfor={id}
        aria-label={t('gallery.close')}
      >
        <Icon name="close" size={24} />
      </button>
    </dialog>
  );
}
