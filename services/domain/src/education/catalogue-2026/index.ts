import type { CatalogueData } from '../catalogue-data';
import { classLevels2026, examClasses2026 } from './class-levels';
import { aytCourses2026 } from './courses/ayt';
import { lgsCourses2026 } from './courses/lgs';
import { schoolCourses2026 } from './courses/school';
import { tytCourses2026 } from './courses/tyt';
import { ydtCourses2026 } from './courses/ydt';
import { examTypes2026, scoreTypes2026 } from './exams';
import { fieldOptions2026, rankingOptions2026 } from './options';

/** The catalogue for candidates sitting YKS and LGS in 2026 (the pre-Maarif programme). */
export const catalogue2026: CatalogueData = {
  version: '2026',
  scopeYear: 2026,
  // Reference §2 "Curriculum change" (ntv, 15 Dec 2025): the Maarif cohorts first sit the exams in 2028.
  scopeNote:
    '2026 YKS ve LGS kapsamı (Maarif modeli öncesi müfredat). Yeni müfredatla okuyan ilk öğrenciler 2028’de sınava girer; MEB’e göre sınav yapısı değişmiyor.',
  examTypes: examTypes2026,
  scoreTypes: scoreTypes2026,
  classLevels: classLevels2026,
  examClasses: examClasses2026,
  fieldOptions: fieldOptions2026,
  rankingOptions: rankingOptions2026,
  examCourses: [...tytCourses2026, ...aytCourses2026, ...ydtCourses2026, ...lgsCourses2026],
  schoolCourses: schoolCourses2026,
};
