import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Sequelize } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validPortfolio } from '../../test/harness';
import { connectDatabase } from '../db/connect';
import { migrate } from '../db/migrate';
import { defineModels, type Models } from '../db/models';
import { portfolioListCache } from './list-cache';

let dir: string;
let sequelize: Sequelize;
let models: Models;
let reads = 0;
/** Runs once inside the next read, after its rows came back: a change that overtakes the read. */
let duringRead: (() => Promise<void>) | undefined;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'mhs-pcache-'));
  sequelize = await connectDatabase(`sqlite:${path.join(dir, 'db.sqlite')}`);
  await migrate(sequelize);
  models = defineModels(sequelize);
  // Counts the real queries the cache makes.
  models.PortfolioItemModel.addHook('afterFind', async () => {
    reads += 1;
    const change = duringRead;
    duringRead = undefined;
    await change?.();
  });
});
afterAll(async () => {
  await sequelize.close();
  rmSync(dir, { recursive: true, force: true });
});

const add = (title: string) => models.PortfolioItemModel.create({ ...validPortfolio, title_en: title } as never);
const titles = async (body: Buffer) => (JSON.parse(body.toString()) as { title: string }[]).map((i) => i.title);

describe('portfolio list cache', () => {
  it('reads the database once for many requests, and again after the TTL', async () => {
    await add('first');
    const cache = portfolioListCache(models, 300);
    reads = 0;
    const lists = await Promise.all([cache.get('en'), cache.get('en'), cache.get('en')]);
    expect(reads).toBe(1);
    expect(new Set(lists.map((l) => l.etag)).size).toBe(1);
    await cache.get('en');
    expect(reads).toBe(1);
    await new Promise((r) => setTimeout(r, 350));
    await cache.get('en');
    expect(reads).toBe(2);
  });

  it('never keeps a list that was being read when it was invalidated', async () => {
    const cache = portfolioListCache(models, 60_000);
    await cache.get('en');
    cache.invalidate();
    duringRead = async () => {
      await add('second');
      cache.invalidate();
    };
    // This read got its rows before the change: it answers with them, but must not cache them.
    expect(await titles((await cache.get('en')).body)).not.toContain('second');
    expect(await titles((await cache.get('en')).body)).toContain('second');
  });

  it('gives the same ETag for the same content (every instance agrees) and a new one after a change', async () => {
    const a = portfolioListCache(models);
    const b = portfolioListCache(models);
    const etagA = (await a.get('ar')).etag;
    expect((await b.get('ar')).etag).toBe(etagA);
    await add('third');
    a.invalidate();
    expect((await a.get('ar')).etag).not.toBe(etagA);
  });
});
