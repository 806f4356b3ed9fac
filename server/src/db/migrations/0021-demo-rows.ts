import { DataTypes, type QueryInterface } from 'sequelize';
import { markSeededDemoRows } from '../../demo/demo-rows';

const TABLES = ['contacts', 'visits', 'customers', 'portfolio_items'] as const;

/**
 * The demo's rows (SEED_DEMO) are marked `demo = 1`, so the office can see them as such and an owner
 * can remove exactly them; everything the office or a visitor enters keeps 0. Rows seeded before
 * this migration are recognised by what the seed wrote (demo/demo-rows.ts). A partial index per
 * table holds only the demo's rows: the banner counts them on every screen, and the public form's
 * inserts (0) add nothing to it.
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  for (const table of TABLES) {
    await qi.addColumn(table, 'demo', { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 });
    await qi.addIndex(table, ['demo'], { name: `${table}_demo`, where: { demo: 1 } });
  }
  await qi.sequelize.transaction((transaction) => markSeededDemoRows(qi.sequelize, transaction));
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  for (const table of TABLES) {
    await qi.removeIndex(table, `${table}_demo`);
    await qi.removeColumn(table, 'demo');
  }
}
