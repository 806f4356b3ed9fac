/**
 * A list's filters as SQL with bound values: every value a person typed travels as a `$n`
 * parameter, never inside the SQL text; the SQL itself is made only from fixed fragments and the
 * choices the list's schema allows.
 */
export interface BoundWhere {
  sql: string;
  bind: unknown[];
}
