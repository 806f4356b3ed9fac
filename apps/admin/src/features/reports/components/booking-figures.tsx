import type { OverviewReport } from '@shared/schemas/reports';
import { FigureCard } from '@/components/charts/figure-card';
import { formatNumber, formatPercent } from '@/lib/format';
import { LTR } from '@/lib/ltr';
import { useTranslation } from 'react-i18next';
import '../text';

/** The way a booking goes, then the two ways it ends without a visit. */
const STEPS = ['requested', 'confirmed', 'done', 'declined', 'cancelled'] as const;

/**
 * The site's bookings in the period: how far they went (requested → confirmed → done, and how many
 * were declined or cancelled), and the pages of the site they were booked from. A page is its path,
 * as the website's preview names pages; a booking whose form did not say is "page not given".
 */
export function BookingFigures({ report }: { report: Pick<OverviewReport, 'bookings' | 'bookings_by_page'> }) {
  const { t } = useTranslation();
  const { bookings, bookings_by_page: pages } = report;
  const count = (value: number) => formatNumber(value);
  const share = (value: number) => (bookings.requested > 0 ? formatPercent(value / bookings.requested) : '—');
  // No booking in the period: the card says so, not five bars of nothing.
  const steps =
    bookings.requested > 0 ? STEPS.map((step) => ({ step: t(`reports.bookings.${step}`), count: bookings[step] })) : [];
  const pageName = (page: string) => page || t('reports.bookings.noPage');
  // Beside a bar a long path wraps before a slash ("/services" "/maintenance"), not inside a word.
  const barName = (page: string) => pageName(page).replace(/(?!^)\//g, '\u200b/');
  const noun = t('reports.bookings.count');
  const empty = t('reports.bookings.empty');
  return (
    <div className="figure-grid">
      <FigureCard
        title={t('reports.charts.bookingFunnel')}
        chart={{
          kind: 'bars',
          categories: steps.map((s) => s.step),
          series: [{ name: noun, values: steps.map((s) => s.count) }],
          formatValue: count,
        }}
        rows={steps}
        columns={[
          { key: 'step', title: t('reports.columns.step'), render: (s) => s.step },
          { key: 'count', title: noun, render: (s) => count(s.count) },
          { key: 'share', title: t('reports.columns.shareOfRequests'), render: (s) => share(s.count) },
        ]}
        empty={empty}
      />
      <FigureCard
        title={t('reports.charts.bookingPages')}
        chart={{
          kind: 'bars',
          categories: pages.map((p) => barName(p.page)),
          series: [{ name: noun, values: pages.map((p) => p.bookings) }],
          formatValue: count,
        }}
        rows={pages}
        columns={[
          {
            key: 'page',
            title: t('reports.columns.page'),
            // A path reads left to right in the Arabic screen too.
            render: (p) => (p.page ? <bdi style={LTR}>{p.page}</bdi> : pageName(p.page)),
          },
          { key: 'bookings', title: noun, render: (p) => count(p.bookings) },
        ]}
        empty={empty}
      />
    </div>
  );
}
