import { adminStudentListQuery, type ReadDb, studentsWithAccountsQuery } from '@pusula/projections';
import type { z } from 'zod';
import type { adminStudentListInput } from './admin-schemas';

/**
 * The admin's list of every student: the record, where it belongs (organisation, advisor, coach), how many
 * parents follow it and whether the student has signed up for the app.
 */
export async function adminStudentList(db: ReadDb, input: z.infer<typeof adminStudentListInput>) {
  const page = await adminStudentListQuery(db, input);
  const withAccounts = await studentsWithAccountsQuery(
    db,
    page.items.map((s) => s.id),
  );
  return {
    items: page.items.map((s) => ({ ...s, hasAccount: withAccounts.has(s.id) })),
    total: page.total,
    page: input.page,
    limit: input.limit,
  };
}
