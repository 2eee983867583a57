import { type ExamDateDto, OFFICIAL_EXAM_DATES } from '@pusula/contracts';
import type { ReadDb } from '../../../db';

/**
 * Every exam day known: the configuration module's (with their source) and the ones an admin set, the
 * admin's winning for the same exam and year. In date order.
 */
export async function examDatesQuery(db: ReadDb): Promise<ExamDateDto[]> {
  const rows = await db.selectFrom('exam_dates').selectAll().execute();
  const byKey = new Map<string, ExamDateDto>();
  for (const d of OFFICIAL_EXAM_DATES)
    byKey.set(`${d.family}-${d.year}`, { ...d, note: d.source, origin: 'CONFIG' });
  for (const r of rows)
    byKey.set(`${r.family}-${r.year}`, {
      family: r.family,
      year: r.year,
      date: r.date,
      note: r.note,
      origin: 'ADMIN',
    });
  return [...byKey.values()].sort((a, b) => a.date.localeCompare(b.date) || a.family.localeCompare(b.family));
}
