import * as catalogue from '@pusula/domain/education/index';
import { studentByIdQuery } from '@pusula/projections';
import { z } from 'zod';
import { authorize } from '../../auth/authorize';
import { authedProcedure, publicProcedure, router } from '../../trpc/init';
import { coursesInput, examTypeInput, searchInput, topicsByExamInput, topicsInput } from './inputs';
import { found } from './not-found';
import { memoizeSearch } from './search-memo';

const searchTopics = memoizeSearch(catalogue.searchTopics);

// The catalogue answers `undefined` for any unknown code; these checks say which code it was.
const requireExam = (examType: string) => found(catalogue.examClasses(examType), 'examType');
const requireClassLevel = (examType: string, classLevel: string) =>
  found(catalogue.courses(examType, classLevel), 'classLevel');

/** The education catalogue (spec §7 "Education system"): public, read-only, static per catalogue version. */
export const educationRouter = router({
  /** Which exam year's scope the catalogue follows (the catalogue page says so). */
  scope: publicProcedure.query(() => catalogue.scope()),
  examTypes: publicProcedure.query(() => catalogue.examTypes()),
  classLevels: publicProcedure.query(() => catalogue.classLevels()),
  fieldOptions: publicProcedure.query(() => catalogue.fieldOptions()),
  rankingOptions: publicProcedure.query(() => catalogue.rankingOptions()),

  examClasses: publicProcedure.input(examTypeInput).query(({ input }) => requireExam(input.examType)),

  courses: publicProcedure.input(coursesInput).query(({ input }) => {
    requireExam(input.examType);
    return found(catalogue.courses(input.examType, input.classLevel), 'classLevel');
  }),

  topics: publicProcedure
    .input(topicsInput)
    .query(({ input }) =>
      found(catalogue.topics(input.courseId, { page: input.page, limit: input.limit }), 'course'),
    ),

  searchTopics: publicProcedure
    .input(searchInput)
    .query(({ input }) => searchTopics(input.q, { limit: input.limit })),

  /** The courses of a student's exam target and class: only for callers who may see the student. */
  studentCourses: authedProcedure(['ADMIN', 'ADVISOR', 'COACH', 'PARENT'])
    .input(z.object({ studentId: z.string().trim().min(1, 'Öğrenci gerekli').max(100) }))
    .query(async ({ ctx, input }) => {
      await authorize(ctx.deps.storage.db, ctx.user, { kind: 'student', studentId: input.studentId });
      const student = (await studentByIdQuery(ctx.deps.storage.db, input.studentId))!;
      const courses =
        catalogue.coursesForStudent({ examTarget: student.exam_target, classLevel: student.class_level }) ??
        [];
      return {
        studentId: student.id,
        examTarget: student.exam_target,
        classLevel: student.class_level,
        courses,
      };
    }),

  topicsByExam: publicProcedure.input(topicsByExamInput).query(({ input }) => {
    requireExam(input.examType);
    requireClassLevel(input.examType, input.classLevel);
    return found(
      catalogue.topicsByExam(input.examType, input.classLevel, input.courseId, { limit: input.limit }),
      'course',
    );
  }),
});
