import { useEffect, useRef, useState, type MouseEvent, type ToggleEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useCompany } from '@/lib/company';
import { Icon } from '@/components/icon';
import { LanguageToggle } from '@/components/language-toggle';
import { ThemeMenu } from '@/components/theme-menu';
import { useLanguage } from '@/lib/language';
import { scrollToId, useLocalePath } from '@/lib/paths';
import { useTranslation } from 'react-i18next';

/** After navigating to the home page, wait this long before scrolling to the hero. */
export const HOME_SCROLL_DELAY_MS = 100;

const LINKS = [
  { key: 'about', path: '/about' },
  { key: 'services', path: '/services' },
  { key: 'portfolio', path: '/portfolio' },
  { key: 'cities', path: '/cities' },
  { key: 'contact', path: '/contact' },
] as const;

export function Navbar() {
  const { t } = useTranslation();
  const company = useCompany();
  const lang = useLanguage();
  const localePath = useLocalePath();
  const { pathname } = useLocation();
  // The small screen's menu is a native popover, so the button opens it before the page's scripts
  // run and without them; once they run, this mirrors it (label and icon) and closes it on navigation.
  const menuRef = useRef<HTMLUListElement>(null);
  const [open, setOpen] = useState(false);
  const home = localePath('/');
  // The build renders each page at its path with a slash at the end (/en/): compared without it.
  const atHome = pathname.replace(/(.)\/$/, '$1') === home;
  useEffect(() => setOpen(menuRef.current?.matches(':popover-open') ?? false), []);

  const close = () => {
    if (menuRef.current?.matches(':popover-open')) menuRef.current.hidePopover();
  };

  const onHome = (event: MouseEvent<HTMLAnchorElement>) => {
    close();
    if (atHome) {
      event.preventDefault();
      scrollToId('home');
    } else {
      window.setTimeout(() => scrollToId('home'), HOME_SCROLL_DELAY_MS);
    }
  };

  return (
    // Opaque once scrolled: the head script sets data-scrolled (lib/head-script.ts).
    <header className="navbar" data-scrolled="false" suppressHydrationWarning>
      <div className="container navbar-inner">
        <Link to={home} className="brand" aria-label={t('nav.homeLink', { name: company.name[lang] })} onClick={onHome}>
          <span className="brand-mark" aria-hidden="true">
            <Icon name="home" size={22} />
          </span>
          <span className="brand-name">{company.shortName[lang]}</span>
        </Link>
        <nav aria-label={t('nav.label')} className="navbar-nav">
          <button
            type="button"
            className="icon-button menu-button"
            // Open or closed is the browser's to say (the popover's invoker), scripts or none.
            popoverTarget="site-menu"
            aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
          >
            <Icon name={open ? 'close' : 'menu'} size={22} />
          </button>
          <ul
            id="site-menu"
            ref={menuRef}
            className="nav-links"
            popover="auto"
            onToggle={(event: ToggleEvent<HTMLUListElement>) => setOpen(event.newState === 'open')}
          >
            <li>
              <Link
                to={home}
                aria-current={atHome ? 'page' : undefined}
                className={atHome ? 'active' : ''}
                onClick={onHome}
              >
                {t('nav.home')}
              </Link>
            </li>
            {LINKS.map((link) => (
              <li key={link.key}>
                <NavLink to={localePath(link.path)} onClick={close}>
                  {t(`nav.${link.key}`)}
                </NavLink>
              </li>
            ))}
            <li className="nav-tools">
              <LanguageToggle onNavigate={close} />
              <ThemeMenu />
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
