import { Stars } from '@/components/icon';
import { FilteredWork } from '@/features/portfolio/components/filtered-work';
import { ImageViewer, opensViewer } from '@/features/portfolio/components/image-viewer';
import { PortfolioImage } from '@/features/portfolio/components/portfolio-image';
import { formatServiceDate } from '@/features/portfolio/format-date';
import { useLanguage } from '@/lib/language';
import type { PublicPortfolioItem } from '@shared/schemas/portfolio';
import { useTranslation } from 'react-i18next';

/** Portfolio page: filter (default all), cards with all details, and a lightbox per card. */
export function PortfolioGrid({ items }: { items: PublicPortfolioItem[] }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <FilteredWork className="portfolio" listClassName="card-grid portfolio-grid" count={items.length}>
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
            <button type="button" className="button button-outline" {...opensViewer(item)}>
              {t('portfolio.viewImage')}
            </button>
            <ImageViewer item={item} />
          </div>
        </li>
      ))}
    </FilteredWork>
  );
}
