import type Router from '@koa/router';
import { API } from '@shared/api/contract';
import { portfolioJson } from '../http/serializers';
import { adminCrudRouter } from './admin-crud';
import type { RouteDeps } from './context';

export type AdminPortfolioDeps = Pick<RouteDeps, 'models' | 'audit' | 'portfolioChanged'>;

/**
 * portfolio.php: the portfolio items' list (GET), and an item added, changed or deleted (POST, PUT,
 * DELETE). Every change is audited, and the site's gallery and pages follow it (portfolioChanged).
 */
export function adminPortfolioRouter({ models, audit, portfolioChanged }: AdminPortfolioDeps): Router {
  return adminCrudRouter({
    calls: {
      list: API.portfolio,
      create: API.portfolioCreate,
      update: API.portfolioUpdate,
      remove: API.portfolioDelete,
    },
    model: models.PortfolioItemModel,
    toJson: portfolioJson,
    audit: { log: audit, kind: 'portfolio', label: (row) => row.title_ar },
    onChange: ({ kind, row }) => portfolioChanged(kind === 'deleted' ? [row.image] : []),
  });
}
