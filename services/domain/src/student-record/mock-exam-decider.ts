import { type EventData, type EventOf, istanbulDate, type MistakeCause } from '@pusula/contracts';
import { type Decider, DomainError } from '../decider';
import { examTests, findExamType, findTopic } from './catalogue-refs';
import { scoreMockExam, type TestAnswers } from './nets';

export type MockExamEvent = EventOf<
  'MockExamRecorded' | 'MockExamResultsCorrected' | 'MockExamMistakesRecorded' | 'MockExamDeleted'
>;

export interface MockExamSheet {
  examType: string;
  name: string;
  takenOn: string;
  durationMinutes: number | null;
  /** Branş denemesi: exactly one test. */
  singleSubject?: boolean;
  tests: TestAnswers[];
}

export type MockExamCommand =
  | {
      type: 'RecordMockExam';
      data: {
        examId: string;
        studentId: string;
        sheet: MockExamSheet;
        recordedBy: string;
        /** Set when the student entered it in the student app: their coach then, to be told. */
        byStudent?: { coachId: string | null };
        now: string;
      };
    }
  | {
      type: 'CorrectMockExam';
      data: { examId: string; studentId?: string; sheet: MockExamSheet; correctedBy?: string; now: string };
    }
  | {
      type: 'RecordMockExamMistakes';
      data: {
        examId: string;
        studentId?: string;
        mistakes: { topicId: string; cause: MistakeCause; count: number; note: string | null }[];
        now: string;
      };
    }
  | { type: 'DeleteMockExam'; data: { examId: string; studentId?: string; now: string } };

export type MockExamState =
  | { status: 'none' }
  | {
      status: 'recorded' | 'deleted';
      studentId: string;
      examType: string;
      results: EventData<'MockExamRecorded'>['tests'];
    };

/** One stream per deneme (Sınavlar): its answers, nets and the mistakes by topic. */
export const mockExamStreamId = (examId: string) => `mock-exam-${examId}`;

export const MOCK_EXAM_MESSAGES = {
  notFound: 'Deneme bulunamadı',
  exists: 'Bu deneme zaten kaydedildi',
  future: 'Deneme tarihi ileri bir tarih olamaz',
  examTypeFixed: 'Denemenin sınav türü değiştirilemez; yanlış türle girildiyse silip yeniden girin',
  tooManyMistakes: 'Hata sayısı, denemedeki yanlış ve boşların toplamını aşamaz',
  singleSubject: 'Branş denemesinde tek bir testin sonucu girilir',
} as const;

function score(sheet: MockExamSheet, now: string) {
  if (sheet.takenOn > istanbulDate(new Date(now)))
    throw new DomainError('VALIDATION', MOCK_EXAM_MESSAGES.future, { takenOn: MOCK_EXAM_MESSAGES.future });
  if (sheet.singleSubject && sheet.tests.length !== 1)
    throw new DomainError('VALIDATION', MOCK_EXAM_MESSAGES.singleSubject, {
      tests: MOCK_EXAM_MESSAGES.singleSubject,
    });
  return scoreMockExam(sheet.examType, sheet.tests);
}

/** The deneme on record, which must be the named student's when a student is named. */
function live(state: MockExamState, studentId?: string) {
  if (state.status !== 'recorded' || (studentId !== undefined && state.studentId !== studentId))
    throw new DomainError('NOT_FOUND', MOCK_EXAM_MESSAGES.notFound);
  return state;
}

export const mockExamDecider: Decider<MockExamCommand, MockExamEvent, MockExamState> = {
  initialState: () => ({ status: 'none' }),

  decide(command, state) {
    const { examId, now } = command.data;
    switch (command.type) {
      case 'RecordMockExam':
      case 'CorrectMockExam': {
        const { sheet } = command.data;
        const recording = command.type === 'RecordMockExam';
        if (recording && state.status !== 'none')
          throw new DomainError('CONFLICT', MOCK_EXAM_MESSAGES.exists);
        const current = recording ? null : live(state, command.data.studentId);
        const scored = score(sheet, now);
        if (current && scored.exam.code !== current.examType)
          throw new DomainError('VALIDATION', MOCK_EXAM_MESSAGES.examTypeFixed, {
            examType: MOCK_EXAM_MESSAGES.examTypeFixed,
          });
        const results = {
          examId,
          studentId: current?.studentId ?? (command.type === 'RecordMockExam' ? command.data.studentId : ''),
          examType: scored.exam.code,
          name: sheet.name,
          takenOn: sheet.takenOn,
          durationMinutes: sheet.durationMinutes,
          ...(sheet.singleSubject ? { singleSubject: true as const } : {}),
          tests: scored.tests,
          totalNet: scored.totalNet,
          weightedNet: scored.weightedNet,
          estimatedScore: scored.estimatedScore,
          at: now,
        };
        if (command.type === 'RecordMockExam') {
          const { recordedBy, byStudent } = command.data;
          const student = byStudent ? { enteredBy: 'STUDENT' as const, coachId: byStudent.coachId } : {};
          return [{ type: 'MockExamRecorded', data: { ...results, recordedBy, ...student } }];
        }
        const { correctedBy } = command.data;
        return [
          { type: 'MockExamResultsCorrected', data: { ...results, ...(correctedBy ? { correctedBy } : {}) } },
        ];
      }
      case 'RecordMockExamMistakes': {
        const exam = live(state, command.data.studentId);
        const catalogueExam = findExamType(exam.examType)!;
        const courses = new Set(examTests(catalogueExam).flatMap((t) => t.parts.map((p) => p.courseId)));
        const mistakes = command.data.mistakes.map((m, i) => {
          const topic = findTopic(m.topicId);
          if (!topic || !courses.has(topic.courseId)) {
            const message = topic
              ? `“${topic.name}” konusu ${exam.examType} sınavına ait değil`
              : `Konu katalogda bulunamadı: ${m.topicId}`;
            throw new DomainError('VALIDATION', message, { [`mistakes.${i}.topicId`]: message });
          }
          return {
            courseId: topic.courseId,
            topicId: topic.id,
            cause: m.cause,
            count: m.count,
            note: m.note,
          };
        });
        const lost = exam.results.reduce((n, t) => n + t.wrong + t.blank, 0);
        if (mistakes.reduce((n, m) => n + m.count, 0) > lost)
          throw new DomainError('VALIDATION', MOCK_EXAM_MESSAGES.tooManyMistakes, {
            mistakes: MOCK_EXAM_MESSAGES.tooManyMistakes,
          });
        return [
          {
            type: 'MockExamMistakesRecorded',
            data: { examId, studentId: exam.studentId, mistakes, at: now },
          },
        ];
      }
      case 'DeleteMockExam': {
        const { studentId } = command.data;
        if (state.status === 'none' || (studentId !== undefined && state.studentId !== studentId))
          throw new DomainError('NOT_FOUND', MOCK_EXAM_MESSAGES.notFound);
        if (state.status === 'deleted') return [];
        return [{ type: 'MockExamDeleted', data: { examId, studentId: state.studentId, at: now } }];
      }
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'MockExamRecorded':
      case 'MockExamResultsCorrected':
        return {
          status: 'recorded',
          studentId: event.data.studentId,
          examType: event.data.examType,
          results: event.data.tests,
        };
      case 'MockExamMistakesRecorded':
        return state;
      case 'MockExamDeleted':
        return state.status === 'none' ? state : { ...state, status: 'deleted' };
    }
  },
};
