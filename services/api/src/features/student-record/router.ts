import { router } from '../../trpc/init';
import { attentionProcedures } from './attention';
import { coachNoteProcedures } from './coach-notes';
import { goalProgramProcedures } from './goal-program';
import { homeworkProcedures } from './homework';
import { mockExamProcedures } from './mock-exams';
import { overviewProcedures } from './overview';
import { resourceProcedures } from './resources';
import { schoolGradeProcedures } from './school-grades';
import { sessionProcedures } from './sessions';
import { topicProgressProcedures } from './topic-progress';
import { weeklyProgramProcedures } from './weekly-program';

/** The student record, one tab per module; who may do what is in record-procedures.ts. */
export const studentRecordRouter = router({
  ...weeklyProgramProcedures,
  ...goalProgramProcedures,
  ...sessionProcedures,
  ...mockExamProcedures,
  ...homeworkProcedures,
  ...schoolGradeProcedures,
  ...resourceProcedures,
  ...coachNoteProcedures,
  ...attentionProcedures,
  ...overviewProcedures,
  ...topicProgressProcedures,
});
