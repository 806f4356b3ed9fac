import { QueryTypes, type Model, type ModelStatic } from 'sequelize';

/**
 * The first row of `model` whose `column` equals `value`, with the value sent to the database as a
 * bound parameter. Sequelize's finders write `where` values into the SQL text (escaped), and SQLite
 * stops reading a statement at a NUL; a value a person typed (an e-mail) never becomes SQL text.
 */
export async function findByColumn<M extends Model>(
  model: ModelStatic<M>,
  column: string,
  value: string,
): Promise<M | null> {
  const qi = model.sequelize!.getQueryInterface();
  const sql = `SELECT * FROM ${qi.quoteIdentifier(model.getTableName() as string)} WHERE ${qi.quoteIdentifier(column)} = $1 LIMIT 1`;
  const rows = await model.sequelize!.query<M>(sql, {
    bind: [value],
    model,
    mapToModel: true,
    type: QueryTypes.SELECT,
  });
  return rows[0] ?? null;
}
