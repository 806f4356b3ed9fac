import { Link } from 'react-router';
import { CATEGORIES } from '@shared/constants';
import { mailtoLink, telLink } from '@shared/company';
import { useCompany } from '@/lib/company';
import { Icon } from '@/components/icon';
import { useLanguage } from '@/lib/language';
import { useLocalePath } from '@/lib/paths';
import { useTranslation } from 'react-i18next';

const QUICK_LINKS = [
  { key: 'home', path: '/' },
  { key: 'about', path: '/about' },
  { key: 'services', path: '/services' },
  { key: 'portfolio', path: '/portfolio' },
  { key: 'cities', path: '/cities' },
  { key: 'contact', path: '/contact' },
  { key: 'privacy', path: '/privacy' },
] as const;

export function Footer() {
  const { t } = useTranslation();
  const company = useCompany();
  const lang = useLanguage();
  const localePath = useLocalePath();
  return (
    <footer className="footer">
      <div className="container footer-grid">
        <section>
          <h2 className="footer-brand">{company.name[lang]}</h2>
          <p>{t('footer.about')}</p>
        </section>
        <section>
          <h2>{t('footer.quickLinks')}</h2>
          <ul>
            {QUICK_LINKS.map((link) => (
              <li key={link.key}>
                <Link to={localePath(link.path)}>{t(`nav.${link.key}`)}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2>{t('footer.services')}</h2>
          <ul>
            {CATEGORIES.map((slug) => (
              <li key={slug}>
                <Link to={localePath(`/services/${slug}`)}>{t(`services.${slug}`)}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2>{t('footer.contact')}</h2>
          <ul className="footer-contact">
            {company.phones.map((phone) => (
              <li key={phone}>
                <a href={telLink(phone)} dir="ltr">
                  <Icon name="phone" size={16} /> {phone}
                </a>
              </li>
            ))}
            <li>
              <a href={mailtoLink(company)} dir="ltr">
                <Icon name="mail" size={16} /> {company.email}
              </a>
            </li>
            <li>
              <Icon name="pin" size={16} />{' '}
              {t('footer.place', { city: company.city[lang], country: company.country[lang] })}
            </li>
            <li>
              <Icon name="clock" size={16} /> {company.hours[lang]}
            </li>
          </ul>
        </section>
      </div>
      <p className="container footer-bottom">
        {t('footer.rights', { year: new Date().getFullYear(), name: company.name[lang] })}
      </p>
    </footer>
  );
}
