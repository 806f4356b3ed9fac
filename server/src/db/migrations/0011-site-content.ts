import { DataTypes, type QueryInterface } from 'sequelize';

/**
 * The site's content that the office edits. `site_content` holds each section's draft (JSON) with a
 * version that every save moves on (a save from an older version is refused: nothing is overwritten
 * unseen) and the number of its published version. `content_versions` keeps every publish: the
 * section's whole content, what changed, who and when; a restore is a new version. Seeded with the
 * shipped content on the first start (server/src/publishing/content-store.ts).
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('content_versions', {
    version: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    section: { type: DataTypes.STRING(32), allowNull: false },
    content: { type: DataTypes.TEXT, allowNull: false },
    changes: { type: DataTypes.TEXT, allowNull: false, defaultValue: '[]' },
    published_by: {
      type: DataTypes.INTEGER,
      allowNull: true,
      references: { model: 'admins', key: 'id' },
      onDelete: 'SET NULL',
    },
    restored_from: { type: DataTypes.INTEGER, allowNull: true },
    published_at: { type: DataTypes.DATE, allowNull: false },
  });
  await qi.createTable('site_content', {
    section: { type: DataTypes.STRING(32), primaryKey: true },
    draft: { type: DataTypes.TEXT, allowNull: false },
    draft_version: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
    published_version: {
      type: DataTypes.INTEGER,
      allowNull: false,
      references: { model: 'content_versions', key: 'version' },
    },
    updated_by: {
      type: DataTypes.INTEGER,
      allowNull: true,
      references: { model: 'admins', key: 'id' },
      onDelete: 'SET NULL',
    },
    updated_at: { type: DataTypes.DATE, allowNull: false },
  });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('site_content');
  await qi.dropTable('content_versions');
}
