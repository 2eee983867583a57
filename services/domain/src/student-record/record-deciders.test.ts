import type { EventOf } from '@pusula/contracts';
import { describe, expect, it } from 'vitest';
import { given } from '../testing';
import { coachNotesDecider } from './coach-notes-decider';
import { coachingSessionDecider } from './coaching-session-decider';
import { goalProgramDecider } from './goal-program-decider';
import { dueAtOfDate, dueHomeworkReminder, homeworkDecider } from './homework-decider';
import { mockExamDecider } from './mock-exam-decider';
import { schoolGradesDecider } from './school-grades-decider';
import { studyResourcesDecider } from './study-resources-decider';
import { weeklySummaryDecider } from './weekly-summary-decider';

const now = '2026-11-23T09:00:00.000Z';
const s = 'stu-1';

describe('goal program decider', () => {
  const yks = {
    examFamily: 'YKS' as const,
    scoreType: 'say',
    target: {
      kind: 'RANK' as const,
      rankingOptionId: 'yks-ilk-10000',
      rank: null,
      percentile: null,
      university: null,
      department: null,
    },
    targetNets: [
      { examType: 'TYT', testCode: 'mat', net: 32 },
      { examType: 'ayt', testCode: 'fen', net: 28.5 },
    ],
  };
  const set = (program: typeof yks | Record<string, unknown>) => ({
    type: 'SetGoalProgram' as const,
    data: { studentId: s, program: program as typeof yks, setBy: 'coach-1', now },
  });
  const setEvent: EventOf<'GoalProgramSet'> = {
    type: 'GoalProgramSet',
    data: {
      studentId: s,
      examFamily: 'YKS',
      scoreType: 'SAY',
      target: { ...yks.target, rank: 10_000 },
      targetNets: [
        { examType: 'TYT', testCode: 'mat', net: 32 },
        { examType: 'AYT', testCode: 'fen', net: 28.5 },
      ],
      setBy: 'coach-1',
      at: now,
    },
  };

  it('sets a YKS target: score type and rank from the catalogue option, nets per test', () => {
    given(goalProgramDecider).when(set(yks)).thenEmits([setEvent]);
    given(goalProgramDecider, [setEvent]).when(set(yks)).thenEmits([]);
  });

  it('sets an LGS target by percentile, by a target high school, or both; a school is LGS only', () => {
    const lgs = {
      examFamily: 'LGS' as const,
      scoreType: null,
      target: {
        kind: 'PERCENTILE' as const,
        rankingOptionId: null,
        rank: null,
        percentile: null,
        university: null,
        department: null,
        school: ' Kabataş Erkek Lisesi ',
      },
      targetNets: [],
    };
    const { school: _typed, ...noSchool } = lgs.target;
    const event = (target: Record<string, unknown>): EventOf<'GoalProgramSet'> => ({
      type: 'GoalProgramSet',
      data: {
        studentId: s,
        examFamily: 'LGS',
        scoreType: null,
        target: { ...noSchool, ...target },
        targetNets: [],
        setBy: 'coach-1',
        at: now,
      },
    });
    given(goalProgramDecider)
      .when(set(lgs))
      .thenEmits([event({ school: 'Kabataş Erkek Lisesi' })]);
    given(goalProgramDecider)
      .when(set({ ...lgs, target: { ...lgs.target, rankingOptionId: 'lgs-yuzde-1' } }))
      .thenEmits([event({ rankingOptionId: 'lgs-yuzde-1', percentile: 1, school: 'Kabataş Erkek Lisesi' })]);
    // Neither a percentile nor a school: nothing to aim at.
    given(goalProgramDecider)
      .when(set({ ...lgs, target: { ...lgs.target, school: '  ' } }))
      .thenRefuses('VALIDATION', 'Hedef yüzdelik dilim veya hedef lise girilmeli');
    given(goalProgramDecider)
      .when(set({ ...yks, target: { ...yks.target, school: 'Kabataş Erkek Lisesi' } }))
      .thenRefuses('VALIDATION', 'Hedef lise yalnızca LGS için girilebilir');
  });

  it('keeps YKS and LGS apart and checks target nets against the tests', () => {
    given(goalProgramDecider)
      .when(set({ ...yks, scoreType: null }))
      .thenRefuses('VALIDATION', /puan türü/);
    given(goalProgramDecider)
      .when(set({ ...yks, target: { ...yks.target, kind: 'PERCENTILE' } }))
      .thenRefuses('VALIDATION', 'Yüzdelik dilim hedefi yalnızca LGS için seçilebilir');
    given(goalProgramDecider)
      .when(set({ ...yks, targetNets: [{ examType: 'TYT', testCode: 'tr', net: 41 }] }))
      .thenRefuses('VALIDATION', 'TYT Türkçe hedef neti 0 ile 40 arasında olmalı');
    given(goalProgramDecider)
      .when(set({ ...yks, targetNets: [{ examType: 'LGS', testCode: 'tr', net: 10 }] }))
      .thenRefuses('VALIDATION', 'LGS bir YKS sınavı değil');
    const lgs = {
      examFamily: 'LGS',
      scoreType: null,
      target: {
        kind: 'PERCENTILE',
        rankingOptionId: 'lgs-yuzde-1',
        rank: null,
        percentile: null,
        university: null,
        department: null,
      },
      targetNets: [{ examType: 'LGS', testCode: 'mat', net: 18 }],
    };
    given(goalProgramDecider)
      .when(set(lgs))
      .thenEmits([
        {
          type: 'GoalProgramSet',
          data: {
            studentId: s,
            examFamily: 'LGS',
            scoreType: null,
            target: { ...lgs.target, kind: 'PERCENTILE', percentile: 1 },
            targetNets: [{ examType: 'LGS', testCode: 'mat', net: 18 }],
            setBy: 'coach-1',
            at: now,
          },
        },
      ]);
    given(goalProgramDecider)
      .when(set({ ...lgs, target: { ...lgs.target, rankingOptionId: 'yks-ilk-100' } }))
      .thenRefuses('VALIDATION', /Hedef seçeneği/);
  });

  it('adds, completes (once) and removes milestones', () => {
    const added: EventOf<'GoalMilestoneAdded'> = {
      type: 'GoalMilestoneAdded',
      data: { studentId: s, milestoneId: 'm1', title: 'Türev bitsin', dueDate: '2026-12-15', at: now },
    };
    const complete = {
      type: 'CompleteGoalMilestone' as const,
      data: { studentId: s, milestoneId: 'm1', now },
    };
    const completed = {
      type: 'GoalMilestoneCompleted' as const,
      data: { studentId: s, milestoneId: 'm1', at: now },
    };
    given(goalProgramDecider)
      .when({
        type: 'AddGoalMilestone',
        data: { studentId: s, milestoneId: 'm1', title: 'Türev bitsin', dueDate: '2026-12-15', now },
      })
      .thenEmits([added]);
    given(goalProgramDecider, [added]).when(complete).thenEmits([completed]);
    given(goalProgramDecider, [added, completed]).when(complete).thenEmits([]);
    given(goalProgramDecider).when(complete).thenRefuses('NOT_FOUND', 'Kilometre taşı bulunamadı');
  });
});

describe('coaching session decider', () => {
  const scheduled: EventOf<'CoachingSessionScheduled'> = {
    type: 'CoachingSessionScheduled',
    data: {
      sessionId: 'se1',
      studentId: s,
      coachId: 'coach-1',
      title: 'Haftalık değerlendirme',
      agenda: null,
      startAt: '2026-11-23T14:00:00.000Z',
      endAt: '2026-11-23T15:00:00.000Z',
      scheduledBy: 'coach-1',
      at: now,
    },
  };
  const close = (outcome: 'HELD' | 'MISSED', report: string | null, at = '2026-11-23T15:05:00.000Z') => ({
    type: 'CloseCoachingSession' as const,
    data: { sessionId: 'se1', outcome, report, now: at },
  });

  it('schedules with the end after the start and at most 8 hours', () => {
    const schedule = (endAt: string) => ({
      type: 'ScheduleCoachingSession' as const,
      data: { ...scheduled.data, endAt, now },
    });
    given(coachingSessionDecider).when(schedule(scheduled.data.endAt)).thenEmits([scheduled]);
    given(coachingSessionDecider)
      .when(schedule('2026-11-23T13:00:00.000Z'))
      .thenRefuses('VALIDATION', 'Seansın bitişi başlangıcından sonra olmalı');
    given(coachingSessionDecider)
      .when(schedule('2026-11-24T14:00:00.000Z'))
      .thenRefuses('VALIDATION', /en fazla 8 saat/);
  });

  it('closes as held with a report, or missed; not twice and not before it starts', () => {
    given(coachingSessionDecider, [scheduled])
      .when(close('HELD', 'Türev tekrarı yapıldı, 40 soru ödev verildi.'))
      .thenEmits([
        {
          type: 'CoachingSessionHeld',
          data: {
            sessionId: 'se1',
            studentId: s,
            coachId: 'coach-1',
            startAt: scheduled.data.startAt,
            endAt: scheduled.data.endAt,
            report: 'Türev tekrarı yapıldı, 40 soru ödev verildi.',
            sharedWithParents: false,
            at: '2026-11-23T15:05:00.000Z',
          },
        },
      ]);
    given(coachingSessionDecider, [scheduled])
      .when(close('HELD', 'kısa'))
      .thenRefuses('VALIDATION', /rapor yazın/);
    given(coachingSessionDecider, [scheduled])
      .when(close('MISSED', null))
      .thenEmits([
        {
          type: 'CoachingSessionMissed',
          data: {
            sessionId: 'se1',
            studentId: s,
            coachId: 'coach-1',
            startAt: scheduled.data.startAt,
            report: null,
            sharedWithParents: false,
            at: '2026-11-23T15:05:00.000Z',
          },
        },
      ]);
    given(coachingSessionDecider, [scheduled])
      .when(close('MISSED', null, '2026-11-23T13:00:00.000Z'))
      .thenRefuses('CONFLICT', 'Henüz başlamamış bir seans kapatılamaz');
    const held = {
      type: 'CoachingSessionHeld' as const,
      data: { ...scheduled.data, report: 'Rapor yazıldı burada.', at: now },
    };
    given(coachingSessionDecider, [scheduled, held])
      .when(close('MISSED', null))
      .thenRefuses('CONFLICT', 'Bu seans zaten kapatıldı');
    given(coachingSessionDecider, [scheduled, held])
      .when({
        type: 'RescheduleCoachingSession',
        data: { sessionId: 'se1', startAt: now, endAt: '2026-11-23T10:00:00.000Z', now },
      })
      .thenRefuses('CONFLICT', /Yalnızca planlanmış/);
  });

  it('shares a report with the parents only when the coach says so, and can take it back', () => {
    const report = 'Türev tekrarı yapıldı, 40 soru ödev verildi.';
    const closeShared = {
      ...close('HELD', report),
      data: { ...close('HELD', report).data, shareWithParents: true },
    };
    const heldShared = {
      type: 'CoachingSessionHeld' as const,
      data: {
        sessionId: 'se1',
        studentId: s,
        coachId: 'coach-1',
        startAt: scheduled.data.startAt,
        endAt: scheduled.data.endAt,
        report,
        sharedWithParents: true,
        at: '2026-11-23T15:05:00.000Z',
      },
    };
    given(coachingSessionDecider, [scheduled]).when(closeShared).thenEmits([heldShared]);

    const share = (shared: boolean) => ({
      type: 'ShareCoachingSessionReport' as const,
      data: { sessionId: 'se1', studentId: s, shared, now },
    });
    const sharing = (shared: boolean) => ({
      type: 'CoachingSessionReportSharingChanged' as const,
      data: { sessionId: 'se1', studentId: s, coachId: 'coach-1', shared, at: now },
    });
    // Taken back, then shared again; asking for what already holds changes nothing.
    given(coachingSessionDecider, [scheduled, heldShared])
      .when(share(false))
      .thenEmits([sharing(false)]);
    given(coachingSessionDecider, [scheduled, heldShared]).when(share(true)).thenEmits([]);
    given(coachingSessionDecider, [scheduled, heldShared, sharing(false)])
      .when(share(true))
      .thenEmits([sharing(true)]);
    // A report stored before the choice existed has no flag: it stays with the coach until shared.
    const heldBefore = {
      type: 'CoachingSessionHeld' as const,
      data: { ...heldShared.data, sharedWithParents: undefined },
    };
    given(coachingSessionDecider, [scheduled, heldBefore])
      .when(share(true))
      .thenEmits([sharing(true)]);
  });

  it('refuses to share a report that does not exist or belongs to another student', () => {
    const share = {
      type: 'ShareCoachingSessionReport' as const,
      data: { sessionId: 'se1', shared: true, now },
    };
    given(coachingSessionDecider, [scheduled])
      .when(share)
      .thenRefuses('CONFLICT', 'Yalnızca kapatılmış bir seansın raporu veliyle paylaşılabilir');
    const missedSilently = {
      type: 'CoachingSessionMissed' as const,
      data: {
        sessionId: 'se1',
        studentId: s,
        coachId: 'coach-1',
        startAt: scheduled.data.startAt,
        report: null,
        at: now,
      },
    };
    given(coachingSessionDecider, [scheduled, missedSilently])
      .when(share)
      .thenRefuses('CONFLICT', 'Bu seansın veliyle paylaşılacak bir raporu yok');
    given(coachingSessionDecider, [scheduled, missedSilently])
      .when({ ...share, data: { ...share.data, studentId: 'someone-else' } })
      .thenRefuses('NOT_FOUND', 'Seans bulunamadı');
    // Closing a missed session without a note cannot share "nothing".
    given(coachingSessionDecider, [scheduled])
      .when({ ...close('MISSED', null), data: { ...close('MISSED', null).data, shareWithParents: true } })
      .thenEmits([
        {
          ...missedSilently,
          data: { ...missedSilently.data, sharedWithParents: false, at: '2026-11-23T15:05:00.000Z' },
        },
      ]);
  });

  it('cancels a scheduled session once', () => {
    const cancel = {
      type: 'CancelCoachingSession' as const,
      data: { sessionId: 'se1', reason: 'Hastalık', now },
    };
    const cancelled = {
      type: 'CoachingSessionCancelled' as const,
      data: { sessionId: 'se1', studentId: s, coachId: 'coach-1', reason: 'Hastalık', at: now },
    };
    given(coachingSessionDecider, [scheduled]).when(cancel).thenEmits([cancelled]);
    given(coachingSessionDecider, [scheduled, cancelled]).when(cancel).thenEmits([]);
    given(coachingSessionDecider).when(cancel).thenRefuses('NOT_FOUND', 'Seans bulunamadı');
  });
});

describe('mock exam decider', () => {
  const sheet = {
    examType: 'ayt',
    name: 'Özdebir AYT-3',
    takenOn: '2026-11-22',
    durationMinutes: 180,
    tests: [
      { testCode: 'mat', correct: 20, wrong: 10, blank: 10 },
      { testCode: 'fen', correct: 18, wrong: 7, blank: 15 },
    ],
  };
  const recorded: EventOf<'MockExamRecorded'> = {
    type: 'MockExamRecorded',
    data: {
      examId: 'e1',
      studentId: s,
      examType: 'AYT',
      name: 'Özdebir AYT-3',
      takenOn: '2026-11-22',
      durationMinutes: 180,
      tests: [
        { testCode: 'mat', correct: 20, wrong: 10, blank: 10, net: 17.5 },
        { testCode: 'fen', correct: 18, wrong: 7, blank: 15, net: 16.25 },
      ],
      totalNet: 33.75,
      weightedNet: null,
      estimatedScore: null,
      recordedBy: 'coach-1',
      at: now,
    },
  };
  const record = (sh = sheet) => ({
    type: 'RecordMockExam' as const,
    data: { examId: 'e1', studentId: s, sheet: sh, recordedBy: 'coach-1', now },
  });

  it('records nets with the exam rule and refuses a future date or a second record', () => {
    given(mockExamDecider).when(record()).thenEmits([recorded]);
    given(mockExamDecider)
      .when(record({ ...sheet, takenOn: '2026-11-24' }))
      .thenRefuses('VALIDATION', /ileri bir tarih/);
    given(mockExamDecider, [recorded]).when(record()).thenRefuses('CONFLICT');
  });

  it('corrects results but not the exam type', () => {
    const fixed = { ...sheet, tests: [{ testCode: 'mat', correct: 22, wrong: 8, blank: 10 }] };
    const { recordedBy: _, ...results } = recorded.data;
    given(mockExamDecider, [recorded])
      .when({ type: 'CorrectMockExam', data: { examId: 'e1', sheet: fixed, now } })
      .thenEmits([
        {
          type: 'MockExamResultsCorrected',
          data: {
            ...results,
            tests: [{ testCode: 'mat', correct: 22, wrong: 8, blank: 10, net: 20 }],
            totalNet: 20,
          },
        },
      ]);
    given(mockExamDecider, [recorded])
      .when({
        type: 'CorrectMockExam',
        data: {
          examId: 'e1',
          sheet: { ...sheet, examType: 'TYT', tests: [{ testCode: 'tr', correct: 1, wrong: 0, blank: 0 }] },
          now,
        },
      })
      .thenRefuses('VALIDATION', /sınav türü değiştirilemez/);
  });

  it('records mistakes by topic of the exam, with a cause, up to the wrongs and blanks', () => {
    const mistakes = (topicId: string, count: number) => ({
      type: 'RecordMockExamMistakes' as const,
      data: { examId: 'e1', mistakes: [{ topicId, cause: 'BILGI_EKSIGI' as const, count, note: null }], now },
    });
    given(mockExamDecider, [recorded])
      .when(mistakes('ayt-mat-029', 4))
      .thenEmits([
        {
          type: 'MockExamMistakesRecorded',
          data: {
            examId: 'e1',
            studentId: s,
            mistakes: [
              { courseId: 'ayt-mat', topicId: 'ayt-mat-029', cause: 'BILGI_EKSIGI', count: 4, note: null },
            ],
            at: now,
          },
        },
      ]);
    // 10 + 10 + 7 + 15 = 42 questions lost at most.
    given(mockExamDecider, [recorded])
      .when(mistakes('ayt-mat-029', 43))
      .thenRefuses('VALIDATION', /toplamını aşamaz/);
    given(mockExamDecider, [recorded])
      .when(mistakes('lgs-mat-001', 1))
      .thenRefuses('VALIDATION', /AYT sınavına ait değil/);
  });

  it('deletes once', () => {
    const del = { type: 'DeleteMockExam' as const, data: { examId: 'e1', now } };
    const deleted = { type: 'MockExamDeleted' as const, data: { examId: 'e1', studentId: s, at: now } };
    given(mockExamDecider, [recorded]).when(del).thenEmits([deleted]);
    given(mockExamDecider, [recorded, deleted]).when(del).thenEmits([]);
    given(mockExamDecider).when(del).thenRefuses('NOT_FOUND', 'Deneme bulunamadı');
  });
});

describe('homework decider', () => {
  // Due Wednesday 25 November 2026, 20:00 Istanbul (17:00 UTC); given Monday 23 November 12:00 Istanbul.
  const dueAt = '2026-11-25T17:00:00.000Z';
  const assignedAt = '2026-11-23T09:00:00.000Z';
  const assigned: EventOf<'HomeworkAssigned'> = {
    type: 'HomeworkAssigned',
    data: {
      homeworkId: 'h1',
      studentId: s,
      coachId: 'coach-1',
      title: 'Türev 40 soru',
      courseId: 'ayt-mat',
      topicIds: ['ayt-mat-029'],
      targetQuestions: 40,
      targetMinutes: null,
      description: null,
      dueAt,
      assignedBy: 'coach-1',
      at: assignedAt,
    },
  };
  const remind = (kind: 'DUE_IN_24H' | 'DUE_TODAY' | 'OVERDUE', at: string) => ({
    type: 'SendHomeworkReminder' as const,
    data: { homeworkId: 'h1', kind, now: at },
  });
  const reminder = (
    kind: 'DUE_IN_24H' | 'DUE_TODAY' | 'OVERDUE',
    at: string,
    parentIds: string[] = [],
  ): EventOf<'HomeworkReminderDue'> => ({
    type: 'HomeworkReminderDue',
    data: {
      homeworkId: 'h1',
      studentId: s,
      coachId: 'coach-1',
      parentIds,
      kind,
      title: 'Türev 40 soru',
      dueAt,
      at,
    },
  });

  it('gives homework on catalogue topics with a due time in the future', () => {
    const { homeworkId: _h, studentId: _s, coachId: _c, assignedBy: _a, at: _t, ...sheet } = assigned.data;
    const assign = (over: Partial<typeof sheet>) => ({
      type: 'AssignHomework' as const,
      data: {
        homeworkId: 'h1',
        studentId: s,
        coachId: 'coach-1',
        sheet: { ...sheet, ...over },
        assignedBy: 'coach-1',
        now: assignedAt,
      },
    });
    given(homeworkDecider).when(assign({})).thenEmits([assigned]);
    given(homeworkDecider)
      .when(assign({ dueAt: '2026-11-22T10:00:00.000Z' }))
      .thenRefuses('VALIDATION', 'Son teslim ileri bir zaman olmalı');
    given(homeworkDecider)
      .when(assign({ topicIds: ['ayt-fiz-001'] }))
      .thenRefuses('VALIDATION', /bu derse ait değil/);
  });

  it('is due at the end of a bare due day in Istanbul', () => {
    expect(dueAtOfDate('2026-11-25')).toBe('2026-11-25T20:59:59.000Z');
  });

  it('knows which reminder is due when', () => {
    const hw = { dueAt, assignedAt };
    const at = (iso: string) => dueHomeworkReminder(hw, new Date(iso));
    expect(at('2026-11-24T16:59:00.000Z')).toBeNull(); // 24 h + 1 min before
    expect(at('2026-11-24T17:00:00.000Z')).toBe('DUE_IN_24H'); // Tuesday 20:00 Istanbul
    expect(at('2026-11-25T04:59:00.000Z')).toBe('DUE_IN_24H'); // Wednesday 07:59 Istanbul
    expect(at('2026-11-25T05:00:00.000Z')).toBe('DUE_TODAY'); // Wednesday 08:00 Istanbul
    expect(at('2026-11-25T16:59:59.000Z')).toBe('DUE_TODAY');
    expect(at('2026-11-25T17:00:00.000Z')).toBe('OVERDUE');
    // Given on the due day itself: no "24 hours left", no "due today" — only overdue.
    const sameDay = { dueAt, assignedAt: '2026-11-25T06:00:00.000Z' };
    expect(dueHomeworkReminder(sameDay, new Date('2026-11-25T07:00:00.000Z'))).toBeNull();
    expect(dueHomeworkReminder(sameDay, new Date('2026-11-25T17:30:00.000Z'))).toBe('OVERDUE');
  });

  it('sends each reminder once, only in its window, and none after completion', () => {
    given(homeworkDecider, [assigned])
      .when(remind('DUE_IN_24H', '2026-11-24T17:00:00.000Z'))
      .thenEmits([reminder('DUE_IN_24H', '2026-11-24T17:00:00.000Z')]);
    given(homeworkDecider, [assigned, reminder('DUE_IN_24H', '2026-11-24T17:00:00.000Z')])
      .when(remind('DUE_IN_24H', '2026-11-24T17:01:00.000Z'))
      .thenEmits([]);
    // A missed window is skipped: the 24-hour reminder is not sent on the due day.
    given(homeworkDecider, [assigned]).when(remind('DUE_IN_24H', '2026-11-25T06:00:00.000Z')).thenEmits([]);
    given(homeworkDecider, [assigned])
      .when(remind('OVERDUE', '2026-11-25T17:00:00.000Z'))
      .thenEmits([reminder('OVERDUE', '2026-11-25T17:00:00.000Z')]);
    // The scheduler names the linked parents; the reminder carries them to the notifications.
    given(homeworkDecider, [assigned])
      .when({
        type: 'SendHomeworkReminder',
        data: { homeworkId: 'h1', kind: 'OVERDUE', parentIds: ['veli-1'], now: '2026-11-25T17:00:00.000Z' },
      })
      .thenEmits([reminder('OVERDUE', '2026-11-25T17:00:00.000Z', ['veli-1'])]);
    const done = {
      type: 'HomeworkCompleted' as const,
      data: {
        homeworkId: 'h1',
        studentId: s,
        doneQuestions: 40,
        doneMinutes: null,
        late: false,
        completedBy: 'coach-1',
        at: now,
      },
    };
    given(homeworkDecider, [assigned, done])
      .when(remind('OVERDUE', '2026-11-26T10:00:00.000Z'))
      .thenEmits([]);
  });

  it('completes as the student („Bitirdim"): marked as theirs, naming the coach; never another student\'s', () => {
    const bitirdim = (studentId: string) => ({
      type: 'CompleteHomework' as const,
      data: {
        homeworkId: 'h1',
        studentId,
        doneQuestions: null,
        doneMinutes: null,
        completedBy: 'student-account-1',
        byStudent: true,
        now: '2026-11-25T10:00:00.000Z',
      },
    });
    given(homeworkDecider, [assigned])
      .when(bitirdim(s))
      .thenEmits([
        {
          type: 'HomeworkCompleted',
          data: {
            homeworkId: 'h1',
            studentId: s,
            doneQuestions: null,
            doneMinutes: null,
            late: false,
            completedBy: 'student-account-1',
            enteredBy: 'STUDENT',
            coachId: assigned.data.coachId,
            at: '2026-11-25T10:00:00.000Z',
          },
        },
      ]);
    given(homeworkDecider, [assigned]).when(bitirdim('stu-2')).thenRefuses('NOT_FOUND', 'Ödev bulunamadı');
  });

  it('completes (late after the due time) once; cancels only open homework', () => {
    const complete = (at: string) => ({
      type: 'CompleteHomework' as const,
      data: { homeworkId: 'h1', doneQuestions: 38, doneMinutes: null, completedBy: 'coach-1', now: at },
    });
    const completed = (at: string, late: boolean) => ({
      type: 'HomeworkCompleted' as const,
      data: {
        homeworkId: 'h1',
        studentId: s,
        doneQuestions: 38,
        doneMinutes: null,
        late,
        completedBy: 'coach-1',
        at,
      },
    });
    given(homeworkDecider, [assigned])
      .when(complete('2026-11-25T10:00:00.000Z'))
      .thenEmits([completed('2026-11-25T10:00:00.000Z', false)]);
    given(homeworkDecider, [assigned])
      .when(complete('2026-11-26T10:00:00.000Z'))
      .thenEmits([completed('2026-11-26T10:00:00.000Z', true)]);
    given(homeworkDecider, [assigned, completed(now, false)])
      .when(complete(now))
      .thenRefuses('CONFLICT', 'Ödev zaten tamamlandı');
    const cancel = { type: 'CancelHomework' as const, data: { homeworkId: 'h1', now } };
    given(homeworkDecider, [assigned, completed(now, false)])
      .when(cancel)
      .thenRefuses('CONFLICT', /iptal edilemez/);
    const cancelled = {
      type: 'HomeworkCancelled' as const,
      data: { homeworkId: 'h1', studentId: s, at: now },
    };
    given(homeworkDecider, [assigned]).when(cancel).thenEmits([cancelled]);
    given(homeworkDecider, [assigned, cancelled]).when(cancel).thenEmits([]);
    given(homeworkDecider, [assigned, cancelled])
      .when(complete(now))
      .thenRefuses('CONFLICT', /İptal edilmiş/);
  });
});

describe('school grades decider', () => {
  const record = (gradeId: string, examNo = 1) => ({
    type: 'RecordSchoolGrade' as const,
    data: {
      studentId: s,
      gradeId,
      courseId: 'okul-12-mat',
      term: '2025-2026/1',
      examNo,
      score: 78.5,
      takenOn: null,
      now,
    },
  });
  const recorded = (gradeId: string, examNo = 1): EventOf<'SchoolGradeRecorded'> => ({
    type: 'SchoolGradeRecorded',
    data: {
      studentId: s,
      gradeId,
      courseId: 'okul-12-mat',
      courseName: 'Matematik',
      term: '2025-2026/1',
      examNo,
      score: 78.5,
      takenOn: null,
      at: now,
    },
  });
  it('records one grade per course, term and exam', () => {
    given(schoolGradesDecider)
      .when(record('g1'))
      .thenEmits([recorded('g1')]);
    given(schoolGradesDecider, [recorded('g1')])
      .when(record('g2'))
      .thenRefuses('CONFLICT', /1\. yazılı notu zaten girilmiş/);
    given(schoolGradesDecider, [recorded('g1')])
      .when(record('g2', 2))
      .thenEmits([recorded('g2', 2)]);
    given(schoolGradesDecider)
      .when({ ...record('g1'), data: { ...record('g1').data, courseId: 'okul-13-mat' } })
      .thenRefuses('VALIDATION', /Ders katalogda bulunamadı/);
  });
  it('frees the slot when a grade is removed', () => {
    const removed = { type: 'SchoolGradeRemoved' as const, data: { studentId: s, gradeId: 'g1', at: now } };
    given(schoolGradesDecider, [recorded('g1'), removed])
      .when(record('g2'))
      .thenEmits([recorded('g2')]);
    given(schoolGradesDecider, [recorded('g1'), removed])
      .when({ type: 'RemoveSchoolGrade', data: { studentId: s, gradeId: 'g1', now } })
      .thenEmits([]);
  });
});

describe('study resources decider', () => {
  const added: EventOf<'StudyResourceAdded'> = {
    type: 'StudyResourceAdded',
    data: {
      studentId: s,
      resourceId: 'r1',
      courseId: 'ayt-mat',
      title: 'AYT Matematik Soru Bankası',
      kind: 'SORU_BANKASI',
      unit: 'TEST',
      total: 60,
      at: now,
    },
  };
  const progress = (done: number) => ({
    type: 'RecordResourceProgress' as const,
    data: { studentId: s, resourceId: 'r1', done, now },
  });
  it('records progress up to the total', () => {
    given(studyResourcesDecider, [added])
      .when(progress(24))
      .thenEmits([
        {
          type: 'StudyResourceProgressRecorded',
          data: { studentId: s, resourceId: 'r1', done: 24, at: now },
        },
      ]);
    given(studyResourcesDecider, [added])
      .when(progress(61))
      .thenRefuses('VALIDATION', 'Tamamlanan, kaynağın toplamını (60 test) aşamaz');
    given(studyResourcesDecider).when(progress(1)).thenRefuses('NOT_FOUND', 'Kaynak bulunamadı');
  });
});

describe('coach notes decider', () => {
  const written: EventOf<'CoachNoteWritten'> = {
    type: 'CoachNoteWritten',
    data: { studentId: s, noteId: 'n1', coachId: 'coach-1', content: 'Sabah çalışmayı seviyor.', at: now },
  };
  it('lets only the author edit or delete', () => {
    given(coachNotesDecider, [written])
      .when({
        type: 'EditCoachNote',
        data: { studentId: s, noteId: 'n1', coachId: 'coach-2', content: 'x', now },
      })
      .thenRefuses('FORBIDDEN', 'Bu notu yalnızca yazan koç değiştirebilir');
    given(coachNotesDecider, [written])
      .when({
        type: 'EditCoachNote',
        data: { studentId: s, noteId: 'n1', coachId: 'coach-1', content: 'Akşamları verimli.', now },
      })
      .thenEmits([
        {
          type: 'CoachNoteEdited',
          data: { studentId: s, noteId: 'n1', content: 'Akşamları verimli.', at: now },
        },
      ]);
    const deleted = { type: 'CoachNoteDeleted' as const, data: { studentId: s, noteId: 'n1', at: now } };
    given(coachNotesDecider, [written])
      .when({ type: 'DeleteCoachNote', data: { studentId: s, noteId: 'n1', coachId: 'coach-1', now } })
      .thenEmits([deleted]);
    given(coachNotesDecider, [written, deleted])
      .when({ type: 'DeleteCoachNote', data: { studentId: s, noteId: 'n1', coachId: 'coach-1', now } })
      .thenEmits([]);
  });
});

describe('weekly summary decider', () => {
  const figures = {
    plannedBlocks: 10,
    planCompletion: 0.8,
    exams: [],
    homeworkDone: 2,
    homeworkLate: 0,
    sessionsHeld: 1,
    sessionReports: [],
  };
  const prepare = (parentIds: string[]) => ({
    type: 'PrepareWeeklySummary' as const,
    data: { studentId: s, week: '2026-W47', parentIds, studentName: 'Elif Öztürk', figures, now },
  });
  const prepared = {
    type: 'WeeklySummaryPrepared' as const,
    data: { studentId: s, week: '2026-W47', parentIds: ['p1'], studentName: 'Elif Öztürk', figures, at: now },
  };
  it('prepares one summary per week, and none without a parent', () => {
    given(weeklySummaryDecider)
      .when(prepare(['p1']))
      .thenEmits([prepared]);
    given(weeklySummaryDecider, [prepared])
      .when(prepare(['p1']))
      .thenEmits([]);
    given(weeklySummaryDecider).when(prepare([])).thenEmits([]);
  });
});
