// Tiny SQL text builders for seed files that `wrangler d1 execute --file` runs.

export function sqlValue(v: unknown): string {
  if (v === null || v === undefined) return 'NULL';
  if (typeof v === 'boolean') return v ? '1' : '0';
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) throw new Error(`Not a finite number: ${v}`);
    return String(v);
  }
  if (typeof v === 'object') return sqlValue(JSON.stringify(v));
  return `'${String(v).replaceAll("'", "''")}'`;
}

/**
 * Multi-row INSERT statements, chunked so that each stays well under D1's 100 KB statement
 * limit (rows are literals, not bound parameters, so the 100-parameter limit does not apply).
 */
export function insertStatements(
  table: string,
  columns: readonly string[],
  rows: readonly (readonly unknown[])[],
  { maxRows = 200, maxBytes = 90_000 } = {},
): string[] {
  const head = `INSERT INTO ${table} (${columns.join(', ')}) VALUES\n`;
  const statements: string[] = [];
  let values: string[] = [];
  let bytes = head.length;
  const flush = () => {
    if (values.length) statements.push(`${head}${values.join(',\n')};`);
    values = [];
    bytes = head.length;
  };
  for (const row of rows) {
    if (row.length !== columns.length) throw new Error(`Row has ${row.length} values for ${columns.length} columns`);
    // No spaces between values: the places seed is a quarter of a million rows of thirteen.
    const tuple = `(${row.map(sqlValue).join(',')})`;
    // D1's limit is in bytes of UTF-8 (names in Hebrew or Cyrillic take two per letter).
    const size = Buffer.byteLength(tuple) + 2;
    if (values.length >= maxRows || bytes + size > maxBytes) flush();
    values.push(tuple);
    bytes += size;
  }
  flush();
  return statements;
}
