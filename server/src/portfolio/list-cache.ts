import { createHash } from 'node:crypto';
import type { Language } from '@shared/constants';
import type { Models } from '../db/models';
import type { ResponsiveImage } from '@shared/schemas';
import type { UploadStorage } from '../uploads/storage';
import { responsiveImage } from '../uploads/variants';
import { publicPortfolioJson } from '../http/serializers';

/** The public gallery shows at most this many of the newest items. */
export const PUBLIC_PORTFOLIO_LIMIT = 200;

/**
 * How long a cached list is trusted. Changes made through this instance drop it at once (onChange
 * of the admin portfolio router); changes made through another instance behind the same load
 * balancer show here after at most this long, without any messaging between instances. Costs at
 * most one query per language per TTL and instance, however many visitors.
 */
export const PORTFOLIO_CACHE_TTL_MS = 2_000;

export interface CachedList {
  body: Buffer;
  /** A hash of the body: the same list gives the same ETag on every instance. */
  etag: string;
  loadedAt: number;
}

export interface PortfolioListCache {
  get(lang: Language): Promise<CachedList>;
  /** Forgets every language's list; the next request reads the database. */
  invalidate(): void;
}

/** The public gallery JSON per language, serialized once and kept in memory for a short while. */
export function portfolioListCache(
  models: Models,
  ttlMs = PORTFOLIO_CACHE_TTL_MS,
  /** Where uploads and their variants are; without it no item gets an `imageSet`. */
  uploads?: UploadStorage,
): PortfolioListCache {
  const lists = new Map<Language, CachedList>();
  const loading = new Map<Language, Promise<CachedList>>();
  // A load that started before an invalidation must not put its (maybe stale) result in the cache.
  let generation = 0;

  const load = async (lang: Language): Promise<CachedList> => {
    const started = generation;
    const rows = await models.PortfolioItemModel.findAll({
      order: [
        ['created_at', 'DESC'],
        ['id', 'DESC'],
      ],
      limit: PUBLIC_PORTFOLIO_LIMIT,
    });
    const images = new Map<string, Promise<ResponsiveImage | null>>();
    for (const { image } of rows) {
      if (!images.has(image)) images.set(image, uploads ? responsiveImage(uploads, image) : Promise.resolve(null));
    }
    const sets = new Map(await Promise.all([...images].map(async ([image, set]) => [image, await set] as const)));
    const body = Buffer.from(
      JSON.stringify(rows.map((row) => publicPortfolioJson(row, lang, sets.get(row.image) ?? null))),
    );
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    const list = { body, etag, loadedAt: Date.now() };
    if (started === generation) lists.set(lang, list);
    return list;
  };

  return {
    get(lang) {
      const cached = lists.get(lang);
      if (cached && Date.now() - cached.loadedAt < ttlMs) return Promise.resolve(cached);
      // Requests arriving together after expiry share one query.
      let pending = loading.get(lang);
      if (!pending) {
        pending = load(lang).finally(() => {
          if (loading.get(lang) === pending) loading.delete(lang);
        });
        loading.set(lang, pending);
      }
      return pending;
    },
    invalidate() {
      generation += 1;
      lists.clear();
      loading.clear();
    },
  };
}
