import type { PGlite } from '@electric-sql/pglite';

export function namedStatements(
  db: PGlite,
): (
  name: string,
  text: string,
  params?: readonly unknown[],
) => Promise<{ rows: unknown[]; affectedRows: number }>;
