import Router from '@koa/router';
import type { Context } from 'koa';
import { API } from '@shared/api/contract';
import { API_ERRORS } from '@shared/api-errors';
import {
  CONTENT_SECTIONS,
  describeSectionIssue,
  type ContentSection,
  type SiteContent,
} from '@shared/content/sections';
import type { ContentPreview, ContentVersion } from '@shared/schemas/content';
import { requestActor } from '../audit/audit-log';
import { adminRoute } from '../http/contract-routes';
import { AppError } from '../http/errors';
import { requestLanguage } from '../http/language';
import { previewDocument } from '../publishing/preview-page';
import { jsonBody, validate } from '../http/validate';
import type { RouteDeps } from './context';

/** The section's content checked by its own schema; a 400 names the first field at fault, in the person's language. */
function checkedDraft<S extends ContentSection>(section: S, draft: unknown): SiteContent[S] {
  // With the input on each issue, a value of the wrong type is told apart from a missing one.
  const result = CONTENT_SECTIONS[section].schema.safeParse(draft, { reportInput: true });
  if (result.success) return result.data as SiteContent[S];
  const issue = result.error.issues[0]!;
  const code = issue.code === 'invalid_type' && issue.input === undefined ? 'required' : issue.message;
  throw new AppError(400, {
    ar: describeSectionIssue(section, issue.path, code, 'ar'),
    en: describeSectionIssue(section, issue.path, code, 'en'),
  });
}

export type AdminContentDeps = Pick<RouteDeps, 'content' | 'publisher' | 'events' | 'audit'>;

/**
 * The site's content (the admin's "Website" screens): read a section's draft and published content,
 * save the draft (refused with 409 when someone saved since it was read), publish (the pages are
 * rendered with the drafts before anything is published, and served here before the answer; the
 * other instances hear of it as a live event), the versions, and a restore (a new publish).
 */
export function adminContentRouter({ content, publisher, events, audit }: AdminContentDeps): Router {
  // Mounted under the admin router, which has already required a session (routes/admin.ts).
  const router = new Router();
  const adminId = (ctx: Context) => ctx.session!.adminId as number;

  /** Renders the pages with `changed` over the published content, then publishes it; audited and announced. */
  async function publish(ctx: Context, changed: Partial<SiteContent>, restoredFrom: number | null) {
    if (Object.keys(changed).length === 0) return (await content.published()).version;
    let versions: ContentVersion[] = [];
    let newest: number;
    try {
      newest = await publisher.publish(changed, async () => {
        versions = await content.publish(adminId(ctx), changed, restoredFrom);
        return Math.max(...versions.map((v) => v.version));
      });
    } catch (err) {
      if (err instanceof AppError) throw err;
      ctx.app.emit('error', err, ctx);
      const reason = (err as Error).message;
      const { ar, en } = API_ERRORS.publishFailed;
      throw new AppError(500, { ar: `${ar} (${reason})`, en: `${en} (${reason})` });
    }
    const actor = requestActor(ctx);
    await audit.record(
      ...versions.map((version) => ({
        ...actor,
        action: restoredFrom === null ? ('content.published' as const) : ('content.restored' as const),
        target: { type: 'content' as const, id: version.version, label: version.section },
        details: { fields: version.changes.map((change) => change.field), ...(restoredFrom ? { restoredFrom } : {}) },
      })),
    );
    await events.record('content.published', { version: newest });
    return newest;
  }

  router.get(adminRoute(API.content), async (ctx) => {
    const { section } = validate(API.content.query, ctx.query);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await content.read(section);
  });

  router.post(adminRoute(API.contentSave), async (ctx) => {
    const { section } = validate(API.contentSave.query, ctx.query);
    const body = validate(API.contentSave.body, jsonBody(ctx));
    const draft = checkedDraft(section, body.draft);
    publisher.warm(); // a publish is likely to follow
    const version = await content.saveDraft(section, body.version, draft, adminId(ctx));
    ctx.body = { version, draft };
  });

  router.post(adminRoute(API.contentPublish), async (ctx) => {
    const { section } = validate(API.contentPublish.query, ctx.query);
    ctx.body = { version: await publish(ctx, await content.pendingDrafts(section), null) };
  });

  router.get(adminRoute(API.contentVersions), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { items: await content.versions() };
  });

  router.get(adminRoute(API.contentPreview), async (ctx) => {
    const { path } = validate(API.contentPreview.query, ctx.query);
    const pages = publisher.pages();
    if (!pages.includes(path)) throw new AppError(404, 'pageNotFound');
    const pending = await content.pendingDrafts();
    const drafts = { ...(await content.published()).content, ...pending };
    let html: string;
    try {
      html = await publisher.preview(drafts, path);
    } catch (err) {
      ctx.app.emit('error', err, ctx);
      const reason = (err as Error).message;
      const { ar, en } = API_ERRORS.previewFailed;
      throw new AppError(500, { ar: `${ar} (${reason})`, en: `${en} (${reason})` });
    }
    ctx.set('Cache-Control', 'no-store');
    ctx.set('X-Robots-Tag', 'noindex, nofollow');
    const drafted = Object.keys(pending).length > 0;
    const page = previewDocument(html, ctx.origin, requestLanguage(ctx), drafted);
    ctx.body = { path, pages, html: page } satisfies ContentPreview;
  });

  router.post(adminRoute(API.contentRestore), async (ctx) => {
    const { version } = validate(API.contentRestore.query, ctx.query);
    ctx.body = { version: await publish(ctx, await content.version(version), version) };
  });

  return router;
}
