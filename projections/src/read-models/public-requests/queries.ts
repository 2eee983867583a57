import type { ReadDb } from '../../db';

export async function publicRequestsQuery(
  db: ReadDb,
  filter: { kind?: string; page: number; limit: number },
) {
  let query = db.selectFrom('public_requests');
  if (filter.kind) query = query.where('kind', '=', filter.kind);
  const [rows, total] = await Promise.all([
    query
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    requests: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      name: r.name,
      email: r.email,
      phone: r.phone,
      subject: r.subject,
      message: r.message,
      createdAt: new Date(r.created_at).toISOString(),
    })),
    total: Number(total.n),
    page: filter.page,
    limit: filter.limit,
  };
}
