import { PageHero, Section, SectionHeading, StatGrid } from '@/components/blocks';
import type { PortfolioContent } from '@/texts/portfolio/types';
import { PortfolioGrid } from '@/features/portfolio/components/portfolio-grid';
import type { PublicPortfolioItem } from '@shared/schemas/portfolio';

export function PortfolioPage({ content, items }: { content: PortfolioContent; items: PublicPortfolioItem[] }) {
  const { hero, stats, grid } = content;
  return (
    <>
      <PageHero title={hero.title} eyebrow={hero.subtitle} intro={hero.intro}>
        <StatGrid stats={stats} />
      </PageHero>
      <Section labelId="grid-title">
        <SectionHeading id="grid-title" title={grid.title} intro={grid.intro} />
        <PortfolioGrid items={items} />
      </Section>
    </>
  );
}
