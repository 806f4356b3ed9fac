import { SiteShell } from '@/components/site-shell';
import { registerLocale } from '@/lib/i18n';
import { ar } from '@/locales/ar';

registerLocale('ar', ar);

export default function ArabicLayout() {
  return <SiteShell lang="ar" />;
}
