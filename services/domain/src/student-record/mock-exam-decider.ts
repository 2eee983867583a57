import {
  type EventData,
  type EventOf,
  istanbulDate,
  type MistakeCause,
  MOCK_EXAM_DURATION_SLACK_MINUTES,
} from '@pusula/contracts';
import type { ExamType } from '@pusula/contracts/education';
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
  publisher?: string | null;
  /** YKS only: Türkiye-geneli rank. */
  rank?: number | null;
  /** LGS only: yüzdelik dilim. */
  percentile?: number | null;
  participants?: number | null;
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
  tooLong: (exam: string, official: number, max: number) =>
    `${exam} süresi ${official} dakika; deneme süresi en fazla ${max} dakika olabilir`,
  rankInLgs: 'LGS denemesinde sıralama değil yüzdelik dilim girilir',
  percentileInYks: 'YKS denemesinde yüzdelik dilim değil Türkiye geneli sıralama girilir',
  rankOverParticipants: 'Sıralama katılımcı sayısını aşamaz',
} as const;

function score(sheet: MockExamSheet, now: string) {
  if (sheet.takenOn > istanbulDate(new Date(now)))
    throw new DomainError('VALIDATION', MOCK_EXAM_MESSAGES.future, { takenOn: MOCK_EXAM_MESSAGES.future });
  if (sheet.singleSubject && sheet.tests.length !== 1)
    throw new DomainError('VALIDATION', MOCK_EXAM_MESSAGES.singleSubject, {
      tests: MOCK_EXAM_MESSAGES.singleSubject,
    });
  const scored = scoreMockExam(sheet.examType, sheet.tests);
  checkDuration(scored.exam, sheet.durationMinutes);
  checkStanding(scored.exam, sheet);
  return scored;
}

function checkDuration(exam: ExamType, minutes: number | null) {
  const max = exam.durationMinutes + MOCK_EXAM_DURATION_SLACK_MINUTES;
  if (minutes !== null && minutes > max) {
    const message = MOCK_EXAM_MESSAGES.tooLong(exam.code, exam.durationMinutes, max);
    throw new DomainError('VALIDATION', message, { durationMinutes: message });
  }
}

/** The schema checks these too; the decider holds them whoever calls it. */
function checkStanding(exam: ExamType, sheet: MockExamSheet) {
  const fail = (field: string, message: string) => {
    throw new DomainError('VALIDATION', message, { [field]: message });
  };
  if (exam.family === 'LGS' && sheet.rank != null) fail('rank', MOCK_EXAM_MESSAGES.rankInLgs);
  if (exam.family !== 'LGS' && sheet.percentile != null)
    fail('percentile', MOCK_EXAM_MESSAGES.percentileInYks);
  if (sheet.rank != null && sheet.participants != null && sheet.rank > sheet.participants)
    fail('rank', MOCK_EXAM_MESSAGES.rankOverParticipants);
}

/** The optional fields as the event carries them: present only when given. */
function standingOf(sheet: MockExamSheet) {
  const publisher = sheet.publisher?.trim();
  return {
    ...(publisher ? { publisher } : {}),
    ...(sheet.rank != null ? { rank: sheet.rank } : {}),
    ...(sheet.percentile != null ? { percentile: sheet.percentile } : {}),
    ...(sheet.participants != null ? { participants: sheet.participants } : {}),
  };
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
          ...standingOf(sheet),
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
