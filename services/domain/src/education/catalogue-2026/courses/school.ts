import type { ClassLevelCode } from '@pusula/contracts/education';
import type { SchoolCourseData } from '../../catalogue-data';

/** References topics `${courseId}-${from}` … `${courseId}-${to}`; the ids themselves live in the exam courses. */
const span = (courseId: string, from: number, to: number): string[] =>
  Array.from({ length: to - from + 1 }, (_, i) => `${courseId}-${String(from + i).padStart(3, '0')}`);

const course = (
  classLevel: ClassLevelCode,
  code: string,
  name: string,
  topicIds: readonly string[],
): SchoolCourseData => ({ id: `okul-${classLevel}-${code}`, name, classLevel, topicIds });

// School courses (for "Yazılılar") reuse the exam topics: grades 9–10 teach the TYT topics and
// grades 11–12 the AYT ones. The split follows the secondary programme the 2026 candidates were
// taught; classes on the newer Maarif programme get their own split in a later catalogue.
export const schoolCourses2026: readonly SchoolCourseData[] = [
  course('9', 'tde', 'Türk Dili ve Edebiyatı', [...span('ayt-edb', 2, 5), ...span('tyt-tr', 10, 12)]),
  course('9', 'mat', 'Matematik', [
    'tyt-tmat-024',
    'tyt-tmat-023',
    ...span('tyt-tmat', 1, 9),
    ...span('tyt-tmat', 11, 22),
    ...span('tyt-geo', 1, 9),
    'tyt-tmat-030',
  ]),
  course('9', 'fiz', 'Fizik', [
    'tyt-fiz-001',
    'tyt-fiz-002',
    ...span('tyt-fiz', 6, 8),
    'tyt-fiz-005',
    'tyt-fiz-013',
  ]),
  course('9', 'kim', 'Kimya', span('tyt-kim', 1, 5)),
  course('9', 'bio', 'Biyoloji', span('tyt-bio', 1, 5)),
  course('9', 'tar', 'Tarih', span('tyt-tar', 1, 6)),
  course('9', 'cog', 'Coğrafya', [...span('tyt-cog', 1, 8), 'tyt-cog-013', 'tyt-cog-016']),
  course('9', 'din', 'Din Kültürü ve Ahlak Bilgisi', [
    ...span('tyt-din', 1, 3),
    'tyt-din-005',
    'tyt-din-008',
  ]),

  course('10', 'tde', 'Türk Dili ve Edebiyatı', [...span('ayt-edb', 6, 9), ...span('tyt-tr', 13, 16)]),
  course('10', 'mat', 'Matematik', [
    'tyt-tmat-028',
    'tyt-tmat-029',
    'tyt-tmat-025',
    'tyt-tmat-010',
    'tyt-tmat-026',
    'tyt-tmat-027',
    ...span('tyt-geo', 10, 17),
    ...span('tyt-geo', 21, 26),
  ]),
  course('10', 'fiz', 'Fizik', [
    'tyt-fiz-009',
    'tyt-fiz-010',
    'tyt-fiz-004',
    'tyt-fiz-003',
    ...span('tyt-fiz', 11, 12),
  ]),
  course('10', 'kim', 'Kimya', span('tyt-kim', 6, 10)),
  course('10', 'bio', 'Biyoloji', span('tyt-bio', 6, 10)),
  course('10', 'tar', 'Tarih', span('tyt-tar', 7, 11)),
  course('10', 'cog', 'Coğrafya', [
    ...span('tyt-cog', 9, 12),
    'tyt-cog-014',
    'tyt-cog-015',
    ...span('tyt-cog', 17, 19),
  ]),
  course('10', 'fel', 'Felsefe', span('tyt-fel', 1, 8)),
  course('10', 'din', 'Din Kültürü ve Ahlak Bilgisi', ['tyt-din-004', 'tyt-din-006', 'tyt-din-007']),

  course('11', 'tde', 'Türk Dili ve Edebiyatı', [
    ...span('ayt-edb', 10, 13),
    'ayt-edb-015',
    ...span('tyt-tr', 17, 22),
  ]),
  course('11', 'mat', 'Matematik', [
    'ayt-mat-025',
    'ayt-geo-010',
    'ayt-geo-011',
    'ayt-mat-020',
    'ayt-mat-018',
    'ayt-geo-009',
    'ayt-geo-014',
    'ayt-mat-023',
  ]),
  course('11', 'fiz', 'Fizik', [
    'ayt-fiz-001',
    'ayt-fiz-026',
    'ayt-fiz-006',
    'ayt-fiz-005',
    'ayt-fiz-008',
    'ayt-fiz-007',
    'ayt-fiz-009',
    ...span('ayt-fiz', 2, 4),
    ...span('ayt-fiz', 10, 13),
  ]),
  course('11', 'kim', 'Kimya', span('ayt-kim', 11, 18)),
  course('11', 'bio', 'Biyoloji', span('ayt-bio', 1, 10)),
  course('11', 'tar', 'Tarih', span('ayt-tar', 12, 17)),
  course('11', 'cog', 'Coğrafya', [...span('ayt-cog', 20, 28), 'ayt-cog-033', 'ayt-cog-035']),
  course('11', 'fel', 'Felsefe', span('ayt-fel', 9, 13)),
  course('11', 'psi', 'Psikoloji', span('ayt-fel', 14, 17)),
  course('11', 'sos', 'Sosyoloji', span('ayt-fel', 18, 23)),
  course('11', 'din', 'Din Kültürü ve Ahlak Bilgisi', span('ayt-din', 1, 5)),

  course('12', 'tde', 'Türk Dili ve Edebiyatı', ['ayt-edb-014', 'ayt-edb-016', ...span('tyt-tr', 23, 26)]),
  course('12', 'mat', 'Matematik', [
    'ayt-mat-026',
    'ayt-mat-027',
    'ayt-geo-012',
    ...span('ayt-mat', 28, 30),
    'ayt-geo-013',
  ]),
  course('12', 'fiz', 'Fizik', span('ayt-fiz', 14, 25)),
  course('12', 'kim', 'Kimya', span('ayt-kim', 19, 22)),
  course('12', 'bio', 'Biyoloji', span('ayt-bio', 11, 17)),
  course('12', 'ink', 'T.C. İnkılap Tarihi ve Atatürkçülük', span('ayt-tar', 18, 20)),
  course('12', 'ctd', 'Çağdaş Türk ve Dünya Tarihi', span('ayt-tar', 21, 25)),
  course('12', 'cog', 'Coğrafya', [...span('ayt-cog', 29, 32), 'ayt-cog-034', 'ayt-cog-036']),
  course('12', 'man', 'Mantık', span('ayt-fel', 24, 27)),
  course('12', 'din', 'Din Kültürü ve Ahlak Bilgisi', span('ayt-din', 6, 10)),
];
