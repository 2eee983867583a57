import type { CatalogueNames, EventData, EventType } from '@pusula/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProjectionRunner } from '../../runner';
import { appendToStream, openProjectorTest, TEST_STORAGE_KINDS, type TestStorage } from '../../testing';
import { directoryProjector } from '../directory/projector';
import { studentRecordProjector } from './projector';
import {
  attentionQueueQuery,
  examDatesQuery,
  homeworkQuery,
  mockExamsQuery,
  mockExamTrendQuery,
  studentLastEntriesQuery,
  weeklyProgramQuery,
} from './queries';

const names: CatalogueNames = {
  courseName: (id) => `ders:${id}`,
  topicName: (id) => `konu:${id}`,
  test: (_e, code) => ({
    name: `test:${code}`,
    questionCount: 40,
    parts: [
      { courseId: 'ayt-fiz', name: 'Fizik', questionCount: 14 },
      { courseId: 'ayt-kim', name: 'Kimya', questionCount: 13 },
    ],
  }),
  testsOf: () => [],
};

// Week 2026-W48 runs Monday 23 – Sunday 29 November 2026 (Istanbul, UTC+3).
const T0 = Date.parse('2026-11-16T07:00:00.000Z'); // Monday of the week before, 10:00 Istanbul
const day = (n: number, hour = 10) => new Date(T0 + n * 86_400_000 + (hour - 10) * 3_600_000);
const at = (n: number, hour = 10) => day(n, hour).toISOString();

describe.each(TEST_STORAGE_KINDS)('student-record projector and attention queue on %s', (kind) => {
  let storage: TestStorage;
  let runner: ProjectionRunner;

  beforeEach(async () => {
    ({ storage, runner } = await openProjectorTest(kind, [directoryProjector, studentRecordProjector]));
    await setUpPeople();
  });
  afterEach(async () => {
    await runner.stop();
    await storage.close();
  });

  async function append<T extends EventType>(stream: string, type: T, data: EventData<T>) {
    await appendToStream(storage.store, stream, [{ type, data }]);
  }

  async function setUpPeople() {
    for (const [studentId, first, coachId] of [
      ['s1', 'Elif', 'coach-1'],
      ['s2', 'Can', 'coach-1'],
      ['s3', 'Zehra', 'coach-2'],
    ] as const) {
      await append(`student-${studentId}`, 'StudentCreated', {
        studentId,
        firstName: first,
        lastName: 'Öztürk',
        classLevel: '12',
        examTarget: 'AYT',
        school: null,
        phone: null,
        advisorId: 'adv-1',
        createdBy: 'test',
        createdAt: at(4),
      });
      await append(`roster-adv-1-${studentId}`, 'CoachAssigned', {
        advisorId: 'adv-1',
        studentId,
        coachId,
        previousCoachId: null,
        at: at(4),
      });
    }
  }

  /** Waits until the projectors have applied everything appended so far. */
  async function settled() {
    const head = await storage.store.committedHead();
    if (head) await runner.waitFor(head);
  }
  const queue = async (
    now: Date,
    scope: { coachId: string } | { advisorId: string } = { coachId: 'coach-1' },
  ) => {
    await settled();
    return attentionQueueQuery(storage.db, scope, now, names);
  };
  const reasonsOf = async (now: Date, studentId = 's1') =>
    (await queue(now)).find((i) => i.studentId === studentId)?.reasons ?? [];

  /** A deneme of one 40-question test (Matematik); `singleSubject` makes it a branş denemesi. */
  async function deneme(
    examId: string,
    net: number,
    takenOn: string,
    recordedAt = at(6),
    singleSubject = false,
    studentId = 's1',
  ) {
    const correct = Math.ceil(net);
    await append(`mock-exam-${examId}`, 'MockExamRecorded', {
      examId,
      studentId,
      examType: 'AYT',
      name: `Deneme ${examId}`,
      takenOn,
      durationMinutes: null,
      ...(singleSubject ? { singleSubject: true as const } : {}),
      tests: [{ testCode: 'mat', correct, wrong: 0, blank: Math.max(0, 40 - correct), net }],
      totalNet: net,
      weightedNet: null,
      estimatedScore: null,
      recordedBy: 'coach-1',
      at: recordedAt,
    });
  }

  it('a deneme the student entered keeps its subject split and says so; a correction by the team is marked', async () => {
    const fen = {
      testCode: 'fen',
      correct: 20,
      wrong: 4,
      blank: 3,
      net: 19,
      subjects: [
        { courseId: 'ayt-fiz', correct: 9, wrong: 2, blank: 1, net: 8.5 },
        { courseId: 'ayt-kim', correct: 11, wrong: 2, blank: 2, net: 10.5 },
      ],
    };
    const sheet = {
      examId: 'own',
      studentId: 's1',
      examType: 'AYT',
      name: 'Kendi denemem',
      takenOn: '2026-11-21',
      durationMinutes: 180,
      tests: [fen],
      totalNet: 19,
      weightedNet: null,
      estimatedScore: null,
    };
    await append('mock-exam-own', 'MockExamRecorded', {
      ...sheet,
      recordedBy: 'student-account',
      enteredBy: 'STUDENT',
      coachId: 'coach-1',
      at: at(5),
    });
    await deneme('team', 40, '2026-11-20');
    await settled();
    const [own, team] = await mockExamsQuery(storage.db, 's1', names);
    expect(own).toMatchObject({ examId: 'own', enteredByStudent: true, correctedAt: null });
    expect(own?.tests[0]?.subjects).toEqual([
      { courseId: 'ayt-fiz', name: 'Fizik', questionCount: 14, correct: 9, wrong: 2, blank: 1, net: 8.5 },
      { courseId: 'ayt-kim', name: 'Kimya', questionCount: 13, correct: 11, wrong: 2, blank: 2, net: 10.5 },
    ]);
    expect(team).toMatchObject({ examId: 'team', enteredByStudent: false, correctedAt: null });
    expect(team?.tests[0]?.subjects).toEqual([]);

    const { subjects: _split, ...plainFen } = fen;
    await append('mock-exam-own', 'MockExamResultsCorrected', {
      ...sheet,
      tests: [{ ...plainFen, correct: 21, net: 20 }],
      totalNet: 20,
      correctedBy: 'coach-1',
      at: at(6),
    });
    await settled();
    // A branş denemesi (one test) shows in the list but stays out of the total-net trend.
    await append('mock-exam-branch', 'MockExamRecorded', {
      ...sheet,
      examId: 'branch',
      takenOn: '2026-11-22',
      singleSubject: true,
      recordedBy: 'coach-1',
      at: at(6),
    });
    await settled();
    const trend = await mockExamTrendQuery(storage.db, 's1', names, 'AYT');
    expect(trend?.points.map((p) => p.examId)).toEqual(['team', 'own']);
    const [branch, corrected] = await mockExamsQuery(storage.db, 's1', names);
    expect(branch).toMatchObject({ examId: 'branch', singleSubject: true });
    expect(corrected).toMatchObject({
      enteredByStudent: true,
      correctedAt: at(6),
      totalNet: 20,
      tests: [{ testCode: 'fen', correct: 21, subjects: [] }],
    });
  });

  it('a deneme keeps its publisher and standing, old events read as none, and branş denemes come apart on the trend', async () => {
    await deneme('old', 20, '2026-11-18');
    await append('mock-exam-ranked', 'MockExamRecorded', {
      examId: 'ranked',
      studentId: 's1',
      examType: 'AYT',
      name: 'Kurum AYT-3',
      takenOn: '2026-11-20',
      durationMinutes: 180,
      publisher: 'Örnek Yayınları',
      rank: 12_345,
      participants: 150_000,
      tests: [{ testCode: 'mat', correct: 25, wrong: 4, blank: 11, net: 24 }],
      totalNet: 24,
      weightedNet: null,
      estimatedScore: null,
      recordedBy: 'coach-1',
      at: at(6),
    });
    await deneme('branch', 30, '2026-11-21', at(6), true);
    await settled();
    const exams = await mockExamsQuery(storage.db, 's1', names);
    expect(exams.map((x) => [x.examId, x.publisher, x.rank, x.percentile, x.participants])).toEqual([
      ['branch', null, null, null, null],
      ['ranked', 'Örnek Yayınları', 12_345, null, 150_000],
      ['old', null, null, null, null],
    ]);
    // A correction without them drops them: the sheet on record is the last one sent.
    await append('mock-exam-ranked', 'MockExamResultsCorrected', {
      examId: 'ranked',
      studentId: 's1',
      examType: 'AYT',
      name: 'Kurum AYT-3',
      takenOn: '2026-11-20',
      durationMinutes: 180,
      percentile: 4.25,
      tests: [{ testCode: 'mat', correct: 25, wrong: 4, blank: 11, net: 24 }],
      totalNet: 24,
      weightedNet: null,
      estimatedScore: null,
      at: at(7),
    });
    await settled();
    const trend = await mockExamTrendQuery(storage.db, 's1', names);
    expect(trend?.points.map((p) => [p.examId, p.totalNet, p.publisher, p.rank, p.percentile])).toEqual([
      ['old', 20, null, null, null],
      ['ranked', 24, null, null, 4.25],
    ]);
    expect(trend?.branchPoints).toEqual([
      {
        examId: 'branch',
        name: 'Deneme branch',
        takenOn: '2026-11-21',
        testCode: 'mat',
        net: 30,
        publisher: null,
        rank: null,
        percentile: null,
        participants: null,
      },
    ]);
    expect(trend?.average).toBe(22);
  });

  it('keeps the exam days an admin set, one per exam and year, and forgets a cleared one', async () => {
    const set = (family: 'YKS' | 'LGS', date: string, note: string | null = null) =>
      append(`exam-date-${family}-${date.slice(0, 4)}`, 'ExamDateSet', {
        family,
        year: Number(date.slice(0, 4)),
        date,
        note,
        setBy: 'admin-1',
        at: at(1),
      });
    await set('YKS', '2027-06-19', 'ÖSYM takvimi');
    await set('LGS', '2027-06-13');
    await set('YKS', '2027-06-20', 'ÖSYM takvimi (düzeltme)');
    await settled();
    expect(await examDatesQuery(storage.db)).toEqual([
      { family: 'LGS', year: 2027, date: '2027-06-13', note: null, origin: 'ADMIN' },
      { family: 'YKS', year: 2027, date: '2027-06-20', note: 'ÖSYM takvimi (düzeltme)', origin: 'ADMIN' },
    ]);
    await append('exam-date-LGS-2027', 'ExamDateCleared', {
      family: 'LGS',
      year: 2027,
      clearedBy: 'admin-1',
      at: at(2),
    });
    await settled();
    expect((await examDatesQuery(storage.db)).map((d) => d.family)).toEqual(['YKS']);
  });

  const texts = (reasons: { text: string }[]) => reasons.map((r) => r.text).sort();

  it("net falling: a fall well beyond the student's spread is flagged per series; branş denemes stay apart; a better deneme clears it", async () => {
    for (const [i, net] of [24, 25, 23, 24, 25, 24].entries())
      await deneme(`f${i}`, net, `2026-11-0${i + 1}`);
    await deneme('f6', 16, '2026-11-08');
    expect(await reasonsOf(day(6))).toEqual([]); // one bad deneme is not a fall
    await deneme('f7', 17, '2026-11-09');
    // The denemes hold one test, so the total and Matematik fall together, each named.
    expect(texts(await reasonsOf(day(6)))).toEqual([
      'AYT netleri düşüyor: son 2 deneme ort. 16,5 ← önceki 6 deneme ort. 24,17',
      'AYT test:mat netleri düşüyor: son 2 deneme ort. 16,5 ← önceki 6 deneme ort. 24,17',
    ]);
    // A branş denemesi of 5 nets is not compared with the full ones: nothing changes.
    await deneme('branch', 5, '2026-11-10', at(6), true);
    expect((await reasonsOf(day(6))).map((r) => r.since)).toEqual([
      '2026-11-09T21:00:00.000Z',
      '2026-11-09T21:00:00.000Z',
    ]);
    await deneme('f8', 30, '2026-11-11', at(7));
    expect(await reasonsOf(day(7))).toEqual([]);
    await append('mock-exam-f8', 'MockExamDeleted', { examId: 'f8', studentId: 's1', at: at(7) });
    expect((await reasonsOf(day(7))).map((r) => r.code)).toEqual(['NET_FALLING', 'NET_FALLING']);
    await settled();
    const trend = await mockExamTrendQuery(storage.db, 's1', names);
    expect(trend?.points.map((p) => p.totalNet)).toEqual([24, 25, 23, 24, 25, 24, 16, 17]);
  });

  it("net falling: each student sees the falls beyond their organisation's sensitivity; without one, the platform's", async () => {
    await append('student-s4', 'StudentCreated', {
      studentId: 's4',
      firstName: 'Deniz',
      lastName: 'Kurumlu',
      classLevel: '12',
      examTarget: 'AYT',
      school: null,
      phone: null,
      advisorId: 'adv-1',
      organisationId: 'org-1',
      createdBy: 'test',
      createdAt: at(4),
    });
    await append('roster-adv-1-s4', 'CoachAssigned', {
      advisorId: 'adv-1',
      studentId: 's4',
      coachId: 'coach-1',
      previousCoachId: null,
      at: at(4),
    });
    // A drop of about 2.8 standard errors: beyond „hassas" (2.5), within „dengeli" (3).
    for (const [i, net] of [24, 25, 23, 24, 25, 24, 18, 17.5].entries()) {
      await deneme(`o${i}`, net, `2026-11-0${i + 1}`, at(6), false, 's4');
      await deneme(`p${i}`, net, `2026-11-0${i + 1}`);
    }
    const refs = async (studentId: string) => (await reasonsOf(day(6), studentId)).map((r) => r.ref).sort();
    expect(await refs('s4')).toEqual([]);
    expect(await refs('s1')).toEqual([]);
    const rules = (overrides: EventData<'OrganisationAttentionRulesChanged'>['overrides']) =>
      append('organisation-org-1', 'OrganisationAttentionRulesChanged', {
        organisationId: 'org-1',
        overrides,
        changedBy: 'adv-1',
        at: at(6),
      });
    await rules({ netFallSensitivity: 'HASSAS' });
    expect(await refs('s4')).toEqual(['AYT', 'AYT/mat']);
    expect(await refs('s1')).toEqual([]); // no organisation: the platform's „dengeli"
    await rules({ netFallSensitivity: 'TEMKINLI' });
    expect(await refs('s4')).toEqual([]);
    await rules({});
    expect(await refs('s4')).toEqual([]);
  });

  it("net falling: a chance streak of three falling denemes within the student's spread is not flagged", async () => {
    for (const [i, net] of [26, 23, 27, 25, 24, 22].entries())
      await deneme(`c${i}`, net, `2026-11-0${i + 1}`);
    expect(await reasonsOf(day(6))).toEqual([]);
  });

  it('a reason set aside stays hidden until its end or until new data moves it', async () => {
    for (const [i, net] of [24, 25, 23, 24, 25, 24, 16, 17].entries())
      await deneme(`a${i}`, net, `2026-11-0${i + 1}`);
    const [fall] = (await reasonsOf(day(6))).filter((r) => r.ref === 'AYT/mat');
    expect(fall).toMatchObject({ code: 'NET_FALLING', since: '2026-11-07T21:00:00.000Z' });
    await append('attention-acks-s1', 'AttentionReasonAcknowledged', {
      studentId: 's1',
      code: 'NET_FALLING',
      ref: 'AYT/mat',
      since: fall!.since,
      note: 'Veliyle konuşuldu.',
      until: at(9),
      acknowledgedBy: 'coach-1',
      at: at(6),
    });
    const refs = async (now: Date) => (await reasonsOf(now)).map((r) => r.ref);
    expect(await refs(day(6, 11))).toEqual(['AYT']); // the total's reason was not set aside
    expect(await refs(day(9))).toEqual(['AYT', 'AYT/mat']); // the acknowledgement has ended
    // A new deneme, still low: the reason's data moved, so it is back before the end.
    await deneme('a8', 10, '2026-11-09', at(7));
    expect(await refs(day(7, 11))).toEqual(['AYT', 'AYT/mat']);
  });

  async function block(blockId: string, weekday: number, targetQuestions: number, startTime = '17:00') {
    await append(`weekly-plan-s1-2026-W48`, 'StudyBlockPlanned', {
      studentId: 's1',
      week: '2026-W48',
      blockId,
      day: weekday,
      startTime,
      durationMinutes: 60,
      courseId: 'ayt-mat',
      topicId: null,
      activity: 'SORU_COZME',
      targetQuestions,
      targetMinutes: null,
      note: null,
      source: 'MANUAL',
      plannedBy: 'coach-1',
      at: at(6),
    });
  }
  const progress = (blockId: string, doneQuestions: number, when: string) =>
    append('weekly-plan-s1-2026-W48', 'StudyBlockProgressRecorded', {
      studentId: 's1',
      week: '2026-W48',
      blockId,
      doneQuestions,
      doneMinutes: null,
      recordedBy: 'coach-1',
      at: when,
    });

  it('plan low: under 50 % of the blocks of the days already past; it clears when done counts arrive', async () => {
    await block('m1', 1, 40);
    await block('t1', 2, 40);
    await block('w1', 3, 40);
    await block('f1', 5, 40);
    const wednesday = day(9); // 25 November: Monday and Tuesday have passed (2 blocks)
    expect(await reasonsOf(day(7))).toEqual([]); // Monday: nothing has passed yet
    await progress('m1', 20, at(8));
    const [reason] = await reasonsOf(wednesday);
    // (20/40 + 0/40) / 2 = 25 %
    expect(reason).toMatchObject({
      code: 'PLAN_LOW',
      text: 'Haftalık programın geçen günlerinde tamamlama oranı %25 (2 çalışma bloğu; eşik %50)',
    });
    await progress('t1', 30, at(9));
    // (0,5 + 0,75) / 2 = 62,5 %
    expect(await reasonsOf(wednesday)).toEqual([]);
    await settled();
    const program = await weeklyProgramQuery(storage.db, 's1', '2026-W48', names);
    expect(program.blocks.map((b) => [b.blockId, b.completion])).toEqual([
      ['m1', 0.5],
      ['t1', 0.75],
      ['w1', 0],
      ['f1', 0],
    ]);
    expect(program.blocks[0]!.startAt).toBe('2026-11-23T14:00:00.000Z');
    expect(program.totals).toMatchObject({
      blocks: 4,
      targetQuestions: 160,
      doneQuestions: 50,
      completion: 0.31,
    });
  });

  it('plan low: last week is judged from Monday with its Sunday, shown all week until the next Monday', async () => {
    await block('m1', 1, 40);
    await block('t1', 2, 40);
    await block('su1', 7, 40, '20:00');
    await progress('m1', 20, at(8));
    const sundayNight = day(13, 23.5); // Sunday 29 November 23:30 Istanbul: Monday and Tuesday have passed
    expect(texts(await reasonsOf(sundayNight))).toEqual([
      'Haftalık programın geçen günlerinde tamamlama oranı %25 (2 çalışma bloğu; eşik %50)',
    ]);
    // Monday 30 November 00:30 Istanbul (still Sunday in UTC): last week is judged whole, Sunday included.
    const lastWeek = 'Geçen haftanın programında tamamlama oranı %17 (3 çalışma bloğu; eşik %50)';
    const [monday] = await reasonsOf(day(14, 0.5));
    expect(monday).toMatchObject({
      code: 'PLAN_LOW',
      ref: '2026-W48',
      text: lastWeek,
      since: '2026-11-29T21:00:00.000Z',
    });
    const planLow = async (now: Date) => texts((await reasonsOf(now)).filter((r) => r.code === 'PLAN_LOW'));
    expect(await planLow(day(20, 23.5))).toEqual([lastWeek]); // still there on the next Sunday
    expect(await planLow(day(21, 0.5))).toEqual([]); // judged again: week 49 had no plan
    // Sunday's block done late, on Monday: (0,5 + 0 + 1) / 3 = 50 % is not under the threshold.
    await progress('su1', 40, at(14));
    expect(await planLow(day(14, 11))).toEqual([]);
  });

  it('no deneme: 14 days after the last one entered (or the start) for a student with an exam target', async () => {
    // Created on Friday 20 November with target AYT; a study record keeps inactivity away.
    await block('m1', 1, 40);
    await progress('m1', 40, at(16));
    expect(await reasonsOf(day(17, 23))).toEqual([]);
    expect(await reasonsOf(day(18, 11))).toEqual([
      { code: 'NO_MOCK_EXAM', ref: '', text: '14 gündür hiç deneme girilmedi', since: at(18) },
    ]);
    await deneme('d1', 20, '2026-12-04', at(18, 12));
    expect(await reasonsOf(day(18, 13))).toEqual([]);
    expect((await reasonsOf(day(33, 13))).find((r) => r.code === 'NO_MOCK_EXAM')).toMatchObject({
      text: '15 gündür deneme girilmedi (son deneme 4 Aralık)',
      since: at(32, 12),
    });
  });

  it('session not closed: 24 hours after its end unless held, missed or cancelled; a reschedule moves it', async () => {
    const scheduled = (id: string, startAt: string) =>
      append(`coaching-session-${id}`, 'CoachingSessionScheduled', {
        sessionId: id,
        studentId: 's1',
        coachId: 'coach-1',
        title: 'Haftalık görüşme',
        agenda: null,
        startAt,
        endAt: new Date(Date.parse(startAt) + 3_600_000).toISOString(),
        scheduledBy: 'coach-1',
        at: at(6),
      });
    await scheduled('open', at(7, 14));
    await scheduled('cancelled', at(7, 16));
    await append('coaching-session-cancelled', 'CoachingSessionCancelled', {
      sessionId: 'cancelled',
      studentId: 's1',
      coachId: 'coach-1',
      reason: null,
      at: at(7),
    });
    const notClosed = async (now: Date) =>
      (await reasonsOf(now)).filter((r) => r.code === 'SESSION_NOT_CLOSED').map((r) => r.text);
    expect(await notClosed(day(8, 14))).toEqual([]);
    expect(await notClosed(day(8, 16))).toEqual([
      'Seans kapatılmadı (23 Kasım 14:00): yapıldı mı, kaçırıldı mı işaretlenmedi',
    ]);
    await append('coaching-session-open', 'CoachingSessionRescheduled', {
      sessionId: 'open',
      studentId: 's1',
      coachId: 'coach-1',
      startAt: at(9, 14),
      endAt: at(9, 15),
      at: at(8, 17),
    });
    expect(await notClosed(day(8, 17))).toEqual([]);
    expect(await notClosed(day(10, 16))).toHaveLength(1);
    await append('coaching-session-open', 'CoachingSessionHeld', {
      sessionId: 'open',
      studentId: 's1',
      coachId: 'coach-1',
      startAt: at(9, 14),
      endAt: at(9, 15),
      report: 'Program konuşuldu.',
      at: at(10, 17),
    });
    expect(await notClosed(day(10, 18))).toEqual([]);
  });

  it('homework overdue: from the due time until it is done', async () => {
    const dueAt = at(8, 20);
    await append('homework-h1', 'HomeworkAssigned', {
      homeworkId: 'h1',
      studentId: 's1',
      coachId: 'coach-1',
      title: 'Türev 40 soru',
      courseId: 'ayt-mat',
      topicIds: [],
      targetQuestions: 40,
      targetMinutes: null,
      description: null,
      dueAt,
      assignedBy: 'coach-1',
      at: at(6),
    });
    expect(await reasonsOf(day(8, 19))).toEqual([]);
    const [reason] = await reasonsOf(day(8, 21));
    expect(reason).toMatchObject({
      code: 'HOMEWORK_OVERDUE',
      text: 'Gecikmiş ödev: “Türev 40 soru” (son teslim 24 Kasım 20:00)',
      since: dueAt,
    });
    expect((await homeworkQuery(storage.db, 's1', names, day(8, 21)))[0]?.status).toBe('LATE');
    await append('homework-h1', 'HomeworkCompleted', {
      homeworkId: 'h1',
      studentId: 's1',
      doneQuestions: 40,
      doneMinutes: null,
      late: true,
      completedBy: 'coach-1',
      at: at(9),
    });
    expect(await reasonsOf(day(9, 11))).toEqual([]);
    expect((await homeworkQuery(storage.db, 's1', names, day(9, 11)))[0]).toMatchObject({
      status: 'DONE',
      completedLate: true,
    });
  });

  it('no activity: 7 days after the last study record; a new record clears it', async () => {
    // Created and assigned on Friday 20 November.
    expect(await reasonsOf(day(10))).toEqual([]);
    const [reason] = await reasonsOf(day(12));
    expect(reason).toMatchObject({
      code: 'NO_ACTIVITY',
      text: '8 gündür çalışma kaydı yok (son kayıt 20 Kasım)',
    });
    await block('m1', 1, 40);
    await progress('m1', 40, at(12));
    expect(await reasonsOf(day(12, 11))).toEqual([]);
    // By then no deneme has been entered for 14 days either.
    expect((await reasonsOf(day(19, 11))).map((r) => r.code)).toEqual(['NO_MOCK_EXAM', 'NO_ACTIVITY']);
  });

  it('what the student entered is marked as theirs until the coach corrects it; their last entry moves forward only', async () => {
    await block('m1', 1, 40);
    const byStudent = { enteredBy: 'STUDENT' as const, coachId: 'coach-1', recordedBy: 'account-elif' };
    await append('weekly-plan-s1-2026-W48', 'StudyBlockProgressRecorded', {
      studentId: 's1',
      week: '2026-W48',
      blockId: 'm1',
      doneQuestions: 25,
      doneMinutes: null,
      ...byStudent,
      at: at(8),
    });
    await settled();
    const week = () => weeklyProgramQuery(storage.db, 's1', '2026-W48', names);
    expect((await week()).blocks[0]).toMatchObject({ doneQuestions: 25, enteredByStudent: true });
    expect((await studentLastEntriesQuery(storage.db, ['s1', 's2'])).get('s1')).toEqual({
      at: at(8),
      kind: 'BLOCK_PROGRESS',
    });

    await append('focus-log-s1-2026-W48', 'FocusBlockLogged', {
      studentId: 's1',
      blockId: 'fb1',
      commandId: 'cmd-fb1',
      minutes: 25,
      startedAt: at(9),
      endedAt: at(9),
      day: '2026-11-25',
      courseId: null,
      topicId: null,
      loggedBy: 'account-elif',
      at: at(9),
    });
    await progress('m1', 30, at(10)); // the coach corrects the count: the mark goes, the student's entry stays
    await settled();
    expect((await week()).blocks[0]).toMatchObject({ doneQuestions: 30, enteredByStudent: false });
    const entries = await studentLastEntriesQuery(storage.db, ['s1', 's2']);
    expect(entries.get('s1')).toEqual({ at: at(9), kind: 'FOCUS_BLOCK' });
    expect(entries.has('s2')).toBe(false);
  });

  it('no activity: a focus block from the timer counts as study', async () => {
    expect((await reasonsOf(day(12), 's2')).map((r) => r.code)).toEqual(['NO_ACTIVITY']);
    await append('focus-log-s2-2026-W48', 'FocusBlockLogged', {
      studentId: 's2',
      blockId: 'fb2',
      commandId: 'cmd-fb2',
      minutes: 25,
      startedAt: at(9),
      endedAt: at(9),
      day: '2026-11-25',
      courseId: null,
      topicId: null,
      loggedBy: 'account-can',
      at: at(9),
    });
    expect(await reasonsOf(day(12), 's2')).toEqual([]);
    expect((await reasonsOf(day(17), 's2')).map((r) => r.code)).toEqual(['NO_ACTIVITY']);
  });

  it('session missed: until a later session is held', async () => {
    const session = (id: string, startAt: string) =>
      append(`coaching-session-${id}`, 'CoachingSessionScheduled', {
        sessionId: id,
        studentId: 's1',
        coachId: 'coach-1',
        title: 'Haftalık görüşme',
        agenda: null,
        startAt,
        endAt: new Date(Date.parse(startAt) + 3_600_000).toISOString(),
        scheduledBy: 'coach-1',
        at: at(0),
      });
    await session('se1', at(3, 14));
    await session('se2', at(5, 14));
    await append('coaching-session-se1', 'CoachingSessionMissed', {
      sessionId: 'se1',
      studentId: 's1',
      coachId: 'coach-1',
      startAt: at(3, 14),
      report: null,
      at: at(3, 16),
    });
    const [reason] = await reasonsOf(day(4));
    expect(reason).toMatchObject({
      code: 'SESSION_MISSED',
      text: 'Seans kaçırıldı (19 Kasım 14:00); sonrasında yapılan bir seans yok',
    });
    await append('coaching-session-se2', 'CoachingSessionHeld', {
      sessionId: 'se2',
      studentId: 's1',
      coachId: 'coach-1',
      startAt: at(5, 14),
      endAt: at(5, 15),
      report: 'Eksik konular konuşuldu.',
      at: at(5, 15),
    });
    expect(await reasonsOf(day(5, 16))).toEqual([]);
  });

  it('shows a coach only their students and an advisor all of theirs, most reasons first', async () => {
    const now = day(12);
    const coach1 = await queue(now);
    expect(coach1.map((i) => i.studentName)).toEqual(['Can Öztürk', 'Elif Öztürk']);
    expect(coach1[0]).toMatchObject({ coachId: 'coach-1', classLevel: '12', examTarget: 'AYT' });
    expect((await queue(now, { coachId: 'coach-2' })).map((i) => i.studentId)).toEqual(['s3']);
    expect((await queue(now, { advisorId: 'adv-1' })).map((i) => i.studentId)).toEqual(['s2', 's1', 's3']);
    expect(await queue(now, { advisorId: 'adv-2' })).toEqual([]);
  });

  it('rebuilds to the same tables', async () => {
    await deneme('e1', 62.5, '2026-11-08');
    await deneme('e2', 55.25, '2026-11-15');
    await deneme('e3', 48.75, '2026-11-22');
    await block('m1', 1, 40);
    await progress('m1', 12, at(8));
    const snapshot = async () => ({
      exams: await storage.db.selectFrom('mock_exams').selectAll().orderBy('exam_id').execute(),
      blocks: await storage.db.selectFrom('plan_blocks').selectAll().orderBy('block_id').execute(),
      days: await storage.db.selectFrom('plan_day_progress').selectAll().orderBy('day').execute(),
      attention: await storage.db.selectFrom('student_attention').selectAll().orderBy('student_id').execute(),
      timers: await storage.db
        .selectFrom('attention_timers')
        .selectAll()
        .orderBy('student_id')
        .orderBy('ref_id')
        .execute(),
    });
    await settled();
    const before = await snapshot();
    await runner.rebuild(['student-record']);
    expect(await snapshot()).toEqual(before);
  });
  it('keeps a session report away from the parents until the coach shares it', async () => {
    const sharedOf = async (sessionId: string) => {
      await settled();
      const row = await storage.db
        .selectFrom('coaching_sessions')
        .select('report_shared')
        .where('session_id', '=', sessionId)
        .executeTakeFirstOrThrow();
      return row.report_shared;
    };
    for (const id of ['old', 'new']) {
      await append(`coaching-session-${id}`, 'CoachingSessionScheduled', {
        sessionId: id,
        studentId: 's1',
        coachId: 'coach-1',
        title: 'Haftalık görüşme',
        agenda: null,
        startAt: at(3, 14),
        endAt: at(3, 15),
        scheduledBy: 'coach-1',
        at: at(0),
      });
    }
    const held = (id: string, sharedWithParents?: boolean) =>
      append(`coaching-session-${id}`, 'CoachingSessionHeld', {
        sessionId: id,
        studentId: 's1',
        coachId: 'coach-1',
        startAt: at(3, 14),
        endAt: at(3, 15),
        report: 'Eksik konular konuşuldu.',
        ...(sharedWithParents === undefined ? {} : { sharedWithParents }),
        at: at(3, 15),
      });
    // A report closed before the choice existed carries no flag and stays with the coach.
    await held('old');
    await held('new', true);
    expect([await sharedOf('old'), await sharedOf('new')]).toEqual([false, true]);
    await append('coaching-session-new', 'CoachingSessionReportSharingChanged', {
      sessionId: 'new',
      studentId: 's1',
      coachId: 'coach-1',
      shared: false,
      at: at(4),
    });
    expect(await sharedOf('new')).toBe(false);
  });
});
