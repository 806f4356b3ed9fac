import { useEffect, useRef } from 'react';
import { Icon } from '@/components/icon';
import { useTranslation } from 'react-i18next';

export interface ViewerImage {
  src: string;
  title: string;
}

/**
 * Full-screen viewer on a native modal <dialog>: focus moves into it and stays there, Escape and
 * the close button close it, and focus returns to the button that opened it.
 */
export function ImageViewer({ image, onClose }: { image: ViewerImage | null; onClose: () => void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (image && !dialog.open) dialog.showModal();
    if (!image && dialog.open) dialog.close();
  }, [image]);

  return (
    <dialog
      ref={ref}
      className="viewer"
      aria-label={image?.title ?? t('gallery.viewer')}
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop (the dialog itself, not its content) closes it too.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {image ? (
        <figure>
          <img src={image.src} alt={image.title} width={1200} height={900} />
          <figcaption>{image.title}</figcaption>
        </figure>
      ) : null}
      <button type="button" className="viewer-close icon-button" onClick={onClose} aria-label={t('gallery.close')}>
        <Icon name="close" size={24} />
      </button>
    </dialog>
  );
}
