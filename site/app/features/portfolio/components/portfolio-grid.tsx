import { useState } from 'react';
import { Stars } from '@/components/icon';
import { usePortfolio } from '@/features/portfolio/api/use-portfolio';
import { CategoryFilter, type CategoryFilterValue } from '@/features/portfolio/components/category-filter';
import { ImageViewer, type ViewerImage } from '@/features/portfolio/components/image-viewer';
import { EmptyState, PortfolioStatus } from '@/features/portfolio/components/portfolio-status';
import { PortfolioImage } from '@/features/portfolio/components/portfolio-image';
import { formatServiceDate } from '@/features/portfolio/format-date';
import { imageUrl } from '@/features/portfolio/image-url';
import { useLanguage } from '@/lib/language';
import { useTranslation } from 'react-i18next';

/** Portfolio page: filter (default all), cards with all details, and a lightbox per card. */
export function PortfolioGrid() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const state = usePortfolio(lang);
  const [filter, setFilter] = useState<CategoryFilterValue>('all');
  const [open, setOpen] = useState<ViewerImage | null>(null);
  const items =
    state.status === 'loaded' ? state.items.filter((item) => filter === 'all' || item.category === filter) : [];

  return (
    <div className="portfolio">
      <CategoryFilter value={filter} onChange={setFilter} />
      <PortfolioStatus state={state} />
      {state.status === 'loaded' && items.length === 0 ? <EmptyState /> : null}
      {items.length > 0 ? (
        <ul className="card-grid portfolio-grid" data-state="loaded">
          {items.map((item, index) => (
            <li key={item.id} className="card portfolio-card" data-category={item.category}>
              <div className="portfolio-media">
                <PortfolioImage item={item} alt={item.title} priority={index === 0} />
                {item.beforeAfter ? <span className="badge">{t('gallery.beforeAfter')}</span> : null}
              </div>
              <div className="portfolio-body">
                <h3>{item.title}</h3>
                <Stars rating={Math.round(item.rating)} label={t('portfolio.rating', { rating: item.rating })} />
                <dl className="facts">
                  <div>
                    <dt>{t('portfolio.date')}</dt>
                    <dd>
                      <time dateTime={item.date}>{formatServiceDate(item.date, lang)}</time>
                    </dd>
                  </div>
                  <div>
                    <dt>{t('portfolio.duration')}</dt>
                    <dd>{item.duration}</dd>
                  </div>
                  <div>
                    <dt>{t('portfolio.location')}</dt>
                    <dd>{item.location}</dd>
                  </div>
                </dl>
                <p>{item.description}</p>
                <blockquote>
                  <p>{item.testimonial}</p>
                  <footer>
                    <span className="visually-hidden">{t('portfolio.client')}: </span>
                    {item.clientName}
                  </footer>
                </blockquote>
                <button
                  type="button"
                  className="button button-outline"
                  onClick={() => setOpen({ src: imageUrl(item.image), title: item.title })}
                >
                  {t('portfolio.viewImage')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      <ImageViewer image={open} onClose={() => setOpen(null)} />
    </div>
  );
}
