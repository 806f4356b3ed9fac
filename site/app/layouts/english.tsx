import { SiteShell } from '@/components/site-shell';
import { registerLocale } from '@/lib/i18n';
import { en } from '@/locales/en';

registerLocale('en', en);

export default function EnglishLayout() {
  return <SiteShell lang="en" />;
}
