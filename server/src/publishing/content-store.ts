import { isDeepStrictEqual } from 'node:util';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import {
  CONTENT_SECTION_NAMES,
  CONTENT_SECTIONS,
  type ContentSection,
  type SiteContent,
} from '@shared/content/sections';
import { SHIPPED_CONTENT } from '@shared/content/shipped';
import type { ContentChange, ContentState, ContentVersion } from '@shared/schemas/content';
import type { Clock } from '../clock';
import { dbTimestamp } from '../db/time';
import { AppError } from '../http/errors';
import { changesBetween } from './changes';

interface DraftRow {
  section: ContentSection;
  draft: string;
  draft_version: number | string;
  published_version: number | string;
  published: string;
}

interface VersionRow {
  version: number | string;
  section: ContentSection;
  content: string;
  changes: string;
  published_by: number | string | null;
  published_by_name: string | null;
  restored_from: number | string | null;
  published_at: Date | string;
}

/** What the published content is now, and the number of its newest version (what the pages show). */
export interface PublishedSite {
  version: number;
  content: SiteContent;
}

const iso = (value: Date | string) => new Date(value).toISOString();
/** A version as the history shows it, with the name of who published it. */
const VERSIONS = `SELECT v.version, v.section, v.changes, v.published_by, a.name AS published_by_name, v.restored_from,
  v.published_at FROM content_versions v LEFT JOIN admins a ON a.id = v.published_by`;

/**
 * The site's content in the database: each section's draft (saved with a version check, so a
 * stale save is refused instead of overwriting someone's work), its published version, and every
 * version published. Reads and writes only; rendering the pages is site-publisher.ts's.
 */
export class ContentStore {
  constructor(
    private readonly sequelize: Sequelize,
    private readonly clock: Clock,
  ) {}

  /**
   * The shipped content becomes the first published version of each section that has none (the
   * first start, or a section added by an update). Two instances starting together: the section's
   * primary key lets one of them in; the other's transaction is rolled back and it reads the winner's.
   */
  async seed(): Promise<void> {
    const present = await this.sequelize.query<{ section: string }>('SELECT section FROM site_content', {
      type: QueryTypes.SELECT,
    });
    for (const section of CONTENT_SECTION_NAMES) {
      if (present.some((row) => row.section === section)) continue;
      try {
        await this.sequelize.transaction(async (transaction) => {
          const version = await this.insertVersion(section, SHIPPED_CONTENT[section], [], null, null, transaction);
          await this.sequelize.query(
            `INSERT INTO site_content (section, draft, draft_version, published_version, updated_by, updated_at)
             VALUES ($1, $2, 1, $3, NULL, $4)`,
            { bind: [section, JSON.stringify(SHIPPED_CONTENT[section]), version, this.now()], transaction },
          );
        });
      } catch (err) {
        const again = await this.sequelize.query('SELECT 1 FROM site_content WHERE section = $1', {
          bind: [section],
          type: QueryTypes.SELECT,
        });
        if (again.length === 0) throw err;
      }
    }
  }

  async read<S extends ContentSection>(section: S): Promise<ContentState<S>> {
    const row = await this.row(section);
    return {
      section,
      version: Number(row.draft_version),
      draft: JSON.parse(row.draft) as SiteContent[S],
      published: JSON.parse(row.published) as SiteContent[S],
    };
  }

  /**
   * Saves the section's draft when `version` is the draft's current one, and moves the version on;
   * otherwise 409 and nothing changes. The draft must pass the section's schema (the caller checks).
   */
  async saveDraft(section: ContentSection, version: number, draft: unknown, adminId: number): Promise<number> {
    const [, changed] = await this.sequelize.query(
      `UPDATE site_content SET draft = $1, draft_version = draft_version + 1, updated_by = $2, updated_at = $3
       WHERE section = $4 AND draft_version = $5`,
      { bind: [JSON.stringify(draft), adminId, this.now(), section, version], type: QueryTypes.UPDATE },
    );
    if (changed !== 1) throw new AppError(409, 'staleDraft');
    return version + 1;
  }

  /** The drafts that differ from their published content (of `section`, or of every section). */
  async pendingDrafts(section?: ContentSection): Promise<Partial<SiteContent>> {
    const pending: Record<string, unknown> = {};
    for (const name of section ? [section] : CONTENT_SECTION_NAMES) {
      const row = await this.row(name);
      const draft = JSON.parse(row.draft) as unknown;
      if (!isDeepStrictEqual(draft, JSON.parse(row.published))) pending[name] = draft;
    }
    return pending as Partial<SiteContent>;
  }

  /**
   * Publishes these contents (drafts read before the pages were rendered with them), a new version
   * each, in one transaction; a draft saved meanwhile stays a draft. `restoredFrom` names the
   * version a restore brings back (its content becomes the draft as well).
   */
  async publish(
    adminId: number,
    contents: Partial<SiteContent>,
    restoredFrom: number | null = null,
  ): Promise<ContentVersion[]> {
    return this.sequelize.transaction(async (transaction) => {
      const published: ContentVersion[] = [];
      for (const name of CONTENT_SECTION_NAMES) {
        const content = contents[name];
        if (content === undefined) continue;
        const row = await this.row(name, transaction);
        if (restoredFrom !== null) {
          await this.sequelize.query(
            `UPDATE site_content SET draft = $1, draft_version = draft_version + 1, updated_by = $2, updated_at = $3
             WHERE section = $4`,
            { bind: [JSON.stringify(content), adminId, this.now(), name], transaction },
          );
        }
        const before = JSON.parse(row.published) as unknown;
        published.push(await this.publishContent(name, content, before, adminId, restoredFrom, transaction));
      }
      return published;
    });
  }

  /** An earlier version's section and content (for a restore), or 404. */
  async version(version: number): Promise<Partial<SiteContent>> {
    const [old] = await this.sequelize.query<VersionRow>(
      'SELECT section, content FROM content_versions WHERE version = $1',
      {
        bind: [version],
        type: QueryTypes.SELECT,
      },
    );
    if (!old || !(old.section in CONTENT_SECTIONS)) throw new AppError(404, 'versionNotFound');
    return { [old.section]: JSON.parse(old.content) } as Partial<SiteContent>;
  }

  /** Every published version, newest first (an office publishes a few times a week: all of them). */
  async versions(): Promise<ContentVersion[]> {
    const rows = await this.sequelize.query<VersionRow>(`${VERSIONS} ORDER BY v.version DESC`, {
      type: QueryTypes.SELECT,
    });
    return rows.map((row) => this.toVersion(row));
  }

  /** The published content of every section and the newest version among them. */
  async published(): Promise<PublishedSite> {
    const rows = await this.sequelize.query<{ section: ContentSection; content: string; version: number | string }>(
      `SELECT s.section, v.content, v.version FROM site_content s
       JOIN content_versions v ON v.version = s.published_version`,
      { type: QueryTypes.SELECT },
    );
    const content: SiteContent = { ...SHIPPED_CONTENT };
    let version = 0;
    for (const row of rows) {
      if (!(row.section in CONTENT_SECTIONS)) continue;
      (content as Record<string, unknown>)[row.section] = JSON.parse(row.content);
      version = Math.max(version, Number(row.version));
    }
    return { version, content };
  }

  private async publishContent(
    section: ContentSection,
    content: unknown,
    before: unknown,
    adminId: number,
    restoredFrom: number | null,
    transaction: Transaction,
  ): Promise<ContentVersion> {
    const changes = changesBetween(before, content);
    const version = await this.insertVersion(section, content, changes, adminId, restoredFrom, transaction);
    await this.sequelize.query('UPDATE site_content SET published_version = $1 WHERE section = $2', {
      bind: [version, section],
      transaction,
    });
    const [row] = await this.sequelize.query<VersionRow>(`${VERSIONS} WHERE v.version = $1`, {
      bind: [version],
      type: QueryTypes.SELECT,
      transaction,
    });
    return this.toVersion(row!);
  }

  private async insertVersion(
    section: ContentSection,
    content: unknown,
    changes: ContentChange[],
    adminId: number | null,
    restoredFrom: number | null,
    transaction: Transaction,
  ): Promise<number> {
    const rows = await this.sequelize.query<{ version: number | string }>(
      // The leading comment keeps Sequelize's SQLite dialect from running it as a write without rows.
      `/* new version */ INSERT INTO content_versions (section, content, changes, published_by, restored_from, published_at)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING version`,
      {
        bind: [section, JSON.stringify(content), JSON.stringify(changes), adminId, restoredFrom, this.now()],
        type: QueryTypes.SELECT,
        transaction,
      },
    );
    return Number(rows[0]!.version);
  }

  private async row(section: ContentSection, transaction?: Transaction): Promise<DraftRow> {
    const [row] = await this.sequelize.query<DraftRow>(
      `SELECT s.section, s.draft, s.draft_version, s.published_version, v.content AS published
       FROM site_content s JOIN content_versions v ON v.version = s.published_version WHERE s.section = $1`,
      { bind: [section], type: QueryTypes.SELECT, transaction },
    );
    if (!row) throw new Error(`The content section ${section} was not seeded`);
    return row;
  }

  private toVersion(row: VersionRow): ContentVersion {
    return {
      version: Number(row.version),
      section: row.section,
      published_at: iso(row.published_at),
      published_by:
        row.published_by === null ? null : { id: Number(row.published_by), name: row.published_by_name ?? '' },
      restored_from: row.restored_from === null ? null : Number(row.restored_from),
      changes: JSON.parse(row.changes) as ContentChange[],
    };
  }

  private now(): string {
    return dbTimestamp(new Date(this.clock.now()));
  }
}
