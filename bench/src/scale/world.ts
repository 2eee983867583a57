/**
 * A coaching company's world, grown to a number of events: companies, their advisors, coaches, students,
 * parents and student accounts, then weeks of what they do — weekly programs (planned, often copied from
 * the week before) and their done counts (mostly entered by the students), homework with its reminders,
 * denemes, coaching sessions and their reports, coach notes, advisor notes read and answered, messages
 * (coach ↔ advisor, student ↔ coach, coach ↔ parents) and the parents' weekly summaries.
 *
 * Every command is the one the use case issues (`services/api/src/features/…`: the same streams, ids
 * derived from the command id the same way, the same actor), decided by the real decider (LogWriter), at
 * the moment it happens: the world's clock runs week by week up to `now`, across every student at once,
 * so the log interleaves people as a real one does. The scheduler's events (homework reminders, weekly
 * summaries) come at the moments the server's timers would have sent them, with their command ids.
 *
 * Sizes follow the events: 200 events per student, 2.5 students per coach, 10 coaches per advisor, 4
 * advisors per company (10,000 events: 50 students, 20 coaches, 2 advisors, 1 company; 1,000,000: 5,000,
 * 2,000, 200, 50). A user's own slice (a coach's notes, an advisor's students, a student's record) is
 * the same at every size; only the number of companies grows. The number of weeks follows from the
 * activity rates so that the total comes out near the target (printed as written).
 */

import { derivedId } from '@pusula/api/commands/command-ids';
import {
  reminderCommandId,
  summaryWeekDue,
  weeklySummaryCommandId,
} from '@pusula/api/features/student-record/record-reminders';
import {
  addDays,
  isoWeekOf,
  istanbulDate,
  istanbulInstant,
  type StudyActivity,
  shiftWeek,
  weekStartDate,
} from '@pusula/contracts';
import {
  accountDecider,
  accountStreamId,
  coachClaimDecider,
  coachClaimStreamId,
  coachingSessionDecider,
  coachingSessionStreamId,
  coachingThreadDecider,
  coachingThreadStreamId,
  coachNotesDecider,
  coachNotesStreamId,
  conversationDecider,
  conversationId,
  conversationStreamId,
  dueAtOfDate,
  dueHomeworkReminder,
  emailReservationDecider,
  emailStreamId,
  familyMessagingSettingsDecider,
  familyMessagingStreamId,
  familyThreadStreamId,
  homeworkDecider,
  homeworkStreamId,
  liveStudyBlocks,
  mockExamDecider,
  mockExamStreamId,
  noteDecider,
  noteStreamId,
  organisationDecider,
  organisationStreamId,
  rosterDecider,
  rosterStreamId,
  studentDecider,
  studentStreamId,
  studentThreadDecider,
  type WeeklyPlanState,
  weeklyPlanDecider,
  weeklyPlanStreamId,
  weeklySummaryDecider,
  weeklySummaryStreamId,
} from '@pusula/domain';
import type { SqlClient } from '@pusula/eventstore';
import { uuidV5 } from '@pusula/eventstore';
import { type Actor, LogWriter } from './log-writer';
import { Agenda, random } from './random';

export const EVENTS_PER_STUDENT = 200;
export const STUDENTS_PER_COACH = 2.5;
export const COACHES_PER_ADVISOR = 10;
export const ADVISORS_PER_COMPANY = 4;
/**
 * What a student brings, on average over every student (a few wait for a coach): in accounts and rosters
 * (theirs, their parent's and a share of their coach's and advisor's), and a week of work. Measured on
 * generated worlds; they set how many weeks the world has lived, so that the total comes out near the target.
 */
const SETUP_EVENTS_PER_STUDENT = 9;
const EVENTS_PER_STUDENT_WEEK = 39;

export interface WorldSize {
  events: number;
  students: number;
  coaches: number;
  advisors: number;
  companies: number;
  /** How long the world has lived before `now`, in weeks (the first one partly). */
  weeks: number;
}

export function worldSize(events: number): WorldSize {
  const students = Math.max(5, Math.round(events / EVENTS_PER_STUDENT));
  const coaches = Math.max(2, Math.round(students / STUDENTS_PER_COACH));
  const advisors = Math.max(1, Math.round(coaches / COACHES_PER_ADVISOR));
  const companies = Math.max(1, Math.round(advisors / ADVISORS_PER_COMPANY));
  const weeks = (EVENTS_PER_STUDENT - SETUP_EVENTS_PER_STUDENT) / EVENTS_PER_STUDENT_WEEK;
  return { events, students, coaches, advisors, companies, weeks };
}

export interface WorldStudent {
  id: string;
  advisorId: string;
  coachId: string | null;
  /** The student's own account (the student app), when they have one. */
  accountId: string | null;
  parentIds: string[];
  lgs: boolean;
}

export interface World {
  size: WorldSize;
  adminId: string;
  companies: { id: string; advisorIds: string[] }[];
  advisors: { id: string; companyId: string; coachIds: string[]; studentIds: string[] }[];
  coaches: { id: string; advisorId: string; studentIds: string[] }[];
  students: WorldStudent[];
  /** Events written, by type, and in all. */
  counts: Map<string, number>;
  written: number;
  commands: number;
}

const FIRST = [
  'Ayşe',
  'Mehmet',
  'Zeynep',
  'Mustafa',
  'Elif',
  'Ahmet',
  'Emine',
  'Can',
  'Deniz',
  'Ece',
  'Burak',
  'Selin',
  'Emre',
  'İrem',
  'Onur',
  'Zehra',
  'Arda',
  'Merve',
  'Oğuz',
  'Büşra',
];
const LAST = [
  'Yılmaz',
  'Kaya',
  'Demir',
  'Şahin',
  'Çelik',
  'Yıldız',
  'Öztürk',
  'Aydın',
  'Arslan',
  'Doğan',
  'Kılıç',
  'Aslan',
  'Çetin',
  'Koç',
  'Kurt',
  'Özdemir',
  'Aksoy',
  'Polat',
  'Erdoğan',
  'Güneş',
];

type Block = [
  day: number,
  time: string,
  minutes: number,
  courseId: string,
  topicId: string | null,
  activity: StudyActivity,
  target: { q?: number; m?: number },
];

/** A YKS and an LGS week, as the demo's (valid catalogue references); each student keeps a share of it. */
const YKS_WEEK: Block[] = [
  [1, '17:00', 90, 'ayt-mat', 'ayt-mat-029', 'KONU_CALISMA', { m: 80 }],
  [1, '19:00', 60, 'ayt-fiz', 'ayt-fiz-012', 'SORU_COZME', { q: 30 }],
  [2, '17:00', 60, 'ayt-mat', 'ayt-mat-029', 'SORU_COZME', { q: 40 }],
  [2, '19:00', 45, 'ayt-kim', 'ayt-kim-016', 'TEKRAR', { m: 40 }],
  [3, '17:00', 60, 'ayt-bio', 'ayt-bio-011', 'KONU_CALISMA', { m: 60 }],
  [3, '19:00', 60, 'tyt-tr', 'tyt-tr-008', 'SORU_COZME', { q: 40 }],
  [4, '17:00', 90, 'ayt-mat', 'ayt-mat-030', 'KONU_CALISMA', { m: 80 }],
  [4, '19:00', 60, 'tyt-tr', 'tyt-tr-008', 'SORU_COZME', { q: 40 }],
  [5, '17:00', 60, 'ayt-fiz', 'ayt-fiz-013', 'SORU_COZME', { q: 30 }],
  [6, '10:00', 180, 'ayt-mat', null, 'DENEME', { m: 180 }],
  [7, '11:00', 60, 'ayt-mat', 'ayt-mat-030', 'TEKRAR', { m: 45 }],
  [7, '15:00', 60, 'tyt-tr', 'tyt-tr-008', 'TEKRAR', { m: 45 }],
];
const LGS_WEEK: Block[] = [
  [1, '16:30', 45, 'lgs-mat', 'lgs-mat-003', 'KONU_CALISMA', { m: 40 }],
  [1, '17:30', 40, 'lgs-tr', 'lgs-tr-005', 'SORU_COZME', { q: 30 }],
  [2, '16:30', 45, 'lgs-fen', 'lgs-fen-003', 'SORU_COZME', { q: 25 }],
  [3, '16:30', 45, 'lgs-mat', 'lgs-mat-003', 'SORU_COZME', { q: 30 }],
  [3, '17:30', 30, 'lgs-ing', 'lgs-ing-004', 'TEKRAR', { m: 30 }],
  [4, '16:30', 40, 'lgs-ink', 'lgs-ink-003', 'KONU_CALISMA', { m: 40 }],
  [4, '17:30', 45, 'lgs-fen', 'lgs-fen-004', 'SORU_COZME', { q: 25 }],
  [5, '16:30', 45, 'lgs-fen', 'lgs-fen-004', 'SORU_COZME', { q: 25 }],
  [6, '10:00', 155, 'lgs-mat', null, 'DENEME', { m: 155 }],
  [7, '11:00', 45, 'lgs-mat', 'lgs-mat-003', 'TEKRAR', { m: 40 }],
];
interface HomeworkSheet {
  title: string;
  courseId: string;
  topicIds: string[];
  q: number | null;
  m: number | null;
}
const HOMEWORK: { yks: HomeworkSheet[]; lgs: HomeworkSheet[] } = {
  yks: [
    {
      title: 'Türev: 40 soru (kitap 3. test)',
      courseId: 'ayt-mat',
      topicIds: ['ayt-mat-029'],
      q: 40,
      m: null,
    },
    { title: 'Paragraf: 3 günde 60 soru', courseId: 'tyt-tr', topicIds: ['tyt-tr-008'], q: 60, m: null },
    {
      title: 'İntegral giriş videosu ve 20 soru',
      courseId: 'ayt-mat',
      topicIds: ['ayt-mat-030'],
      q: 20,
      m: null,
    },
  ],
  lgs: [
    { title: 'Kareköklü ifadeler: 30 soru', courseId: 'lgs-mat', topicIds: ['lgs-mat-003'], q: 30, m: null },
    { title: 'Basınç konu tekrarı', courseId: 'lgs-fen', topicIds: ['lgs-fen-003'], q: null, m: 45 },
    { title: 'Paragraf: 25 soru', courseId: 'lgs-tr', topicIds: ['lgs-tr-005'], q: 25, m: null },
  ],
};
/** Test code, questions, and the share of it a student gets right at their level. */
const TESTS = {
  TYT: [
    ['tr', 40],
    ['sos', 20],
    ['mat', 40],
    ['fen', 20],
  ],
  LGS: [
    ['tr', 20],
    ['ink', 10],
    ['din', 10],
    ['dil', 10],
    ['mat', 20],
    ['fen', 20],
  ],
} as const;
const MISTAKES = {
  TYT: ['tyt-tmat-018', 'tyt-tmat-029', 'tyt-tr-008', 'tyt-tr-026'],
  LGS: ['lgs-mat-003', 'lgs-fen-003'],
} as const;
const PUBLISHERS = ['Özdebir', '3D', 'Bilgi Sarmal', 'Hız Yayınları', 'Limit'];
const NOTE_TEXTS = [
  'Bu hafta paragraf sorularında süreyi birlikte planlayalım.',
  'Son denemede matematik neti düştü; konu eksiklerini konuşalım.',
  'Ödevleri zamanında teslim ediyor mu? Veliyle görüşmek gerekebilir.',
  'Deneme analizini seansta birlikte yapalım, hata defterini kontrol edelim.',
];
const REPLIES = [
  'Teşekkürler, bu hafta çalışacağız.',
  'Seansta konuştuk, programı güncelledim.',
  'Veliyle de görüştüm, takipteyim.',
];
const MESSAGES = {
  coachToAdvisor: [
    'Bu hafta iki öğrencinin seansını perşembeye aldım.',
    'Deneme sonuçlarını yükledim, göz atabilir misiniz?',
  ],
  advisorToCoach: ['Teşekkürler, raporları okudum.', 'Yarın kısa bir toplantı yapalım mı?'],
  studentToCoach: [
    'Hocam türev sorularında takıldım, yarın bakabilir miyiz?',
    'Denemeyi bitirdim, sonuçları girdim.',
    'Bu hafta programın yarısını bitirdim.',
  ],
  coachToStudent: [
    'Harika, devam! Yarın seansta bakarız.',
    'Hata defterine yazmayı unutma.',
    'Programı biraz hafiflettim, yetişebilirsin.',
  ],
  coachToParent: [
    'Bu hafta düzenli çalıştı, denemesi de iyi geçti.',
    'Ödevlerde biraz geride, evde hatırlatabilir misiniz?',
  ],
  parentToCoach: ['Teşekkürler hocam, takip ediyoruz.', 'Bu hafta okulda sınavları var, biraz yorgun.'],
};
const REPORTS = [
  'Deneme birlikte incelendi: Türkçe ve Matematik netleri yükseliyor. Paragrafta dikkat hataları üzerinde duruldu; bu hafta soru çözümü planlandı.',
  'Haftalık program gözden geçirildi, eksik kalan konular yeni haftaya taşındı. Ödev kontrolü yapıldı, hata defteri birlikte okundu.',
];

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const PASSWORD_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$YmVuY2gtc2NhbGUtc2FsdA$2p1m0bB7p3dVZC8rWw1uYk0dC2m7v3f7QnQ5b3E8Yxk';

/** What the generator knows of a student beyond the world's public shape. */
interface StudentLife extends WorldStudent {
  name: string;
  /** How much of what is asked the student does (0–1). */
  diligence: number;
  /** Share of questions right at the start, and its drift a week. */
  level: number;
  drift: number;
  blocks: Block[];
  /** The week's figures for the parents' summary. */
  week: Map<string, WeekFigures>;
  lastCoachingMessage: string | null;
  lastFamilyMessage: string | null;
}

interface WeekFigures {
  planned: number;
  shares: number[];
  exams: { examId: string; name: string; examType: string; totalNet: number }[];
  homeworkDone: number;
  homeworkLate: number;
  sessionsHeld: number;
  sessionReports: { sessionId: string; startAt: string; report: string }[];
}

/** Whole weeks from one ISO week to another. */
function weeksBetween(from: string, to: string): number {
  let n = 0;
  for (let week = from; week < to; week = shiftWeek(week, 1)) n++;
  return n;
}

/**
 * Generates the world for `events` and writes it into the log of `sql` (the event store's schema must
 * exist). `now` is the end of the world's clock (the real moment, so that the server's time-made reasons
 * hold as for a live company). `log` receives progress lines.
 */
export async function seedWorld(
  sql: SqlClient,
  options: { events: number; now: Date; seed?: number; log?: (line: string) => void },
): Promise<World> {
  const size = worldSize(options.events);
  const rand = random(options.seed ?? 20261127);
  const writer = new LogWriter(sql);
  const nowMs = options.now.getTime();
  let ids = 0;
  /** A command id as the tRPC middleware hands it on: an opaque UUID, one per user action. */
  const commandId = () => uuidV5(`bench-scale:${options.seed ?? 0}:${ids++}`);
  const iso = (ms: number) => new Date(ms).toISOString();
  const name = () => ({ firstName: rand.pick(FIRST), lastName: rand.pick(LAST) });

  const startMs = nowMs - size.weeks * 7 * DAY;
  const firstWeek = isoWeekOf(new Date(startMs));
  const weekCount = weeksBetween(firstWeek, isoWeekOf(options.now)) + 1;
  // Istanbul's wall clock through Intl is slow; the world uses few distinct days and hours.
  const instants = new Map<string, number>();
  const at = (date: string, time: string) => {
    const key = `${date}T${time}`;
    let ms = instants.get(key);
    if (ms === undefined) {
      ms = Date.parse(istanbulInstant(date, time));
      instants.set(key, ms);
    }
    return ms;
  };
  const days = new Map<number, string>();
  const weeksOf = new Map<number, string>();
  /** The ISO week (Istanbul) of a moment. */
  const weekOf = (ms: number) => {
    const key = Math.floor(ms / 3_600_000);
    let week = weeksOf.get(key);
    if (week === undefined) {
      week = isoWeekOf(new Date(key * 3_600_000));
      weeksOf.set(key, week);
    }
    return week;
  };
  const istanbulDay = (ms: number) => {
    const key = Math.floor(ms / 3_600_000);
    let day = days.get(key);
    if (day === undefined) {
      day = istanbulDate(new Date(key * 3_600_000));
      days.set(key, day);
    }
    return day;
  };
  const dayOf = (week: string, day: number) => addDays(weekStartDate(week), day - 1);
  const clock = (base: number, spreadMinutes: number) =>
    base + Math.floor(rand.next() * spreadMinutes) * 60_000;

  // ---- accounts, companies, rosters: the week before the first, as the admin and the advisors set up ----
  // Accounts and rosters the day before the first work is recorded.
  // Its commands fit between 09:00 and 17:00 whatever the size (about 12 per student), before any work.
  let setupClock = at(istanbulDay(startMs - DAY), '09:00');
  const setupStep = Math.min(20_000, Math.floor((8 * HOUR) / (12 * size.students + 6 * size.coaches)));
  const tick = () => {
    setupClock += setupStep;
    return iso(setupClock);
  };

  const adminId = derivedId(commandId(), 'account-id');
  const admin: Actor = { userId: adminId, role: 'ADMIN' };
  const register = (
    role: 'ADMIN' | 'ADVISOR' | 'COACH' | 'PARENT' | 'STUDENT',
    accountId: string,
    email: string,
    extra: { organisationId?: string | null; studentId?: string; organisationName?: string } = {},
  ) => {
    // registerAccount (account-service.ts): the email's reservation, the account, then the organisation.
    const id = commandId();
    const now = tick();
    const person = name();
    const staff = role === 'ADVISOR' || role === 'COACH';
    const organisationId = extra.organisationId ?? (staff ? accountId : null);
    const actor = role === 'ADMIN' ? undefined : admin;
    writer.run(
      emailReservationDecider,
      emailStreamId(email),
      { type: 'ReserveEmail', data: { email, accountId, now } },
      { commandId: derivedId(id, 'email'), actor, at: now },
    );
    writer.run(
      accountDecider,
      accountStreamId(accountId),
      {
        type: 'RegisterAccount',
        data: {
          accountId,
          role,
          email,
          ...person,
          phone: null,
          passwordHash: PASSWORD_HASH,
          coach:
            role === 'COACH'
              ? { packageId: 'koc-profesyonel', packageName: 'Koç Profesyonel', studentLimit: 25 }
              : null,
          advisor:
            role === 'ADVISOR'
              ? { title: 'Eğitim Danışmanı', department: '', specialization: '', maxCoachLimit: 20 }
              : null,
          consent: null,
          registeredAt: now,
          createdBy: role === 'ADMIN' ? 'seed' : adminId,
          ...(extra.studentId ? { studentId: extra.studentId } : {}),
          organisationId,
        },
      },
      { commandId: derivedId(id, 'account'), actor, at: now },
    );
    if (staff && extra.organisationId)
      writer.run(
        organisationDecider,
        organisationStreamId(extra.organisationId),
        {
          type: 'JoinOrganisation',
          data: { organisationId: extra.organisationId, accountId, role, previousOrganisationId: null, now },
        },
        { commandId: derivedId(id, 'organisation'), actor, at: now },
      );
    else if (staff)
      writer.run(
        organisationDecider,
        organisationStreamId(accountId),
        {
          type: 'CreateOrganisation',
          data: {
            organisationId: accountId,
            kind: role === 'ADVISOR' ? 'COMPANY' : 'INDEPENDENT',
            name: extra.organisationName ?? `${person.firstName} ${person.lastName}`,
            founderId: accountId,
            packageId: '',
            trialEndsAt: null,
            now,
          },
        },
        { commandId: derivedId(id, 'organisation'), actor, at: now },
      );
    return { ...person };
  };
  register('ADMIN', adminId, 'yonetici@olcek.pusula.dev');

  const world: World = {
    size,
    adminId,
    companies: [],
    advisors: [],
    coaches: [],
    students: [],
    counts: writer.counts,
    written: 0,
    commands: 0,
  };
  const lives: StudentLife[] = [];
  const coachById = new Map<string, World['coaches'][number]>();
  let students = 0;
  let coaches = 0;
  for (let c = 0; c < size.companies; c++) {
    const advisorsHere =
      Math.round(((c + 1) * size.advisors) / size.companies) -
      Math.round((c * size.advisors) / size.companies);
    const companyId = uuidV5(`bench-scale-company:${c}`);
    const company = { id: companyId, advisorIds: [] as string[] };
    world.companies.push(company);
    for (let a = 0; a < advisorsHere; a++) {
      const advisorIndex = world.advisors.length;
      // The founder's account id is the company's id (foundOrganisation).
      const advisorId = a === 0 ? companyId : uuidV5(`bench-scale-advisor:${advisorIndex}`);
      register('ADVISOR', advisorId, `danisman${advisorIndex}@olcek.pusula.dev`, {
        organisationId: a === 0 ? null : companyId,
        organisationName: `Ölçek Eğitim ${c + 1}`,
      });
      company.advisorIds.push(advisorId);
      const advisor = { id: advisorId, companyId, coachIds: [] as string[], studentIds: [] as string[] };
      world.advisors.push(advisor);
      const advisorActor: Actor = { userId: advisorId, role: 'ADVISOR' };
      const coachesHere =
        Math.round(((advisorIndex + 1) * size.coaches) / size.advisors) -
        Math.round((advisorIndex * size.coaches) / size.advisors);
      const studentsHere =
        Math.round(((advisorIndex + 1) * size.students) / size.advisors) -
        Math.round((advisorIndex * size.students) / size.advisors);
      for (let k = 0; k < coachesHere; k++) {
        const coachId = uuidV5(`bench-scale-coach:${coaches}`);
        register('COACH', coachId, `koc${coaches}@olcek.pusula.dev`, { organisationId: companyId });
        coaches++;
        // addCoach (roster-service.ts): the coach's claim, then the advisor's roster.
        const id = commandId();
        const now = tick();
        writer.run(
          coachClaimDecider,
          coachClaimStreamId(coachId),
          { type: 'ClaimCoach', data: { coachId, advisorId, now } },
          { commandId: derivedId(id, 'claim'), actor: advisorActor, at: now },
        );
        writer.run(
          rosterDecider,
          rosterStreamId(advisorId),
          { type: 'AddCoach', data: { advisorId, coachId, maxCoachLimit: 20, now } },
          { commandId: derivedId(id, 'roster'), actor: advisorActor, at: now },
        );
        advisor.coachIds.push(coachId);
        const entry = { id: coachId, advisorId, studentIds: [] as string[] };
        world.coaches.push(entry);
        coachById.set(coachId, entry);
        // Six coaches in ten let parents write to them.
        if (rand.chance(0.6))
          writer.run(
            familyMessagingSettingsDecider,
            familyMessagingStreamId(coachId),
            { type: 'SetParentMessagesPermission', data: { coachId, allowParentMessages: true, now } },
            { commandId: commandId(), actor: { userId: coachId, role: 'COACH' }, at: now },
          );
      }
      for (let k = 0; k < studentsHere; k++) {
        // createStudent (account-service.ts) into the advisor's roster, then assignCoach.
        const id = commandId();
        const studentId = derivedId(id, 'student-id');
        const now = tick();
        const lgs = rand.chance(0.25);
        const classLevel = lgs ? '8' : rand.pick(['11', '12', '12', 'Mezun']);
        const person = name();
        writer.run(
          rosterDecider,
          rosterStreamId(advisorId),
          { type: 'EnrollStudent', data: { advisorId, studentId, trialEndsAt: null, now } },
          { commandId: derivedId(id, 'enroll'), actor: advisorActor, at: now },
        );
        writer.run(
          studentDecider,
          studentStreamId(studentId),
          {
            type: 'CreateStudent',
            data: {
              studentId,
              ...person,
              classLevel,
              examTarget: lgs ? 'LGS' : classLevel === '11' ? 'TYT' : 'AYT',
              school: null,
              phone: null,
              advisorId,
              organisationId: companyId,
              coachId: null,
              createdBy: advisorId,
              createdAt: now,
            },
          },
          { commandId: derivedId(id, 'student'), actor: advisorActor, at: now },
        );
        // One student in twenty-five waits for a coach.
        const coachId =
          advisor.coachIds.length && rand.next() > 0.04
            ? advisor.coachIds[k % advisor.coachIds.length]!
            : null;
        if (coachId) {
          const assignedAt = tick();
          writer.run(
            rosterDecider,
            rosterStreamId(advisorId),
            {
              type: 'AssignCoach',
              data: {
                advisorId,
                studentId,
                coachId,
                coachStudentLimit: 25,
                coachActive: true,
                now: assignedAt,
              },
            },
            { commandId: commandId(), actor: advisorActor, at: assignedAt },
          );
          coachById.get(coachId)!.studentIds.push(studentId);
        }
        advisor.studentIds.push(studentId);
        // Three in four have a parent on Pusula, seven in ten their own account (the student app).
        const parentIds: string[] = [];
        if (rand.chance(0.75)) {
          const parentId = uuidV5(`bench-scale-parent:${students}`);
          register('PARENT', parentId, `veli${students}@olcek.pusula.dev`);
          const linkedAt = tick();
          writer.run(
            accountDecider,
            accountStreamId(parentId),
            { type: 'LinkParent', data: { parentId, studentId, now: linkedAt } },
            { commandId: commandId(), actor: admin, at: linkedAt },
          );
          parentIds.push(parentId);
        }
        let accountId: string | null = null;
        if (rand.chance(0.7)) {
          accountId = uuidV5(`bench-scale-student-account:${students}`);
          register('STUDENT', accountId, `ogrenci${students}@olcek.pusula.dev`, { studentId });
        }
        const blocks = (lgs ? LGS_WEEK : YKS_WEEK).filter(() => rand.chance(0.85));
        const life: StudentLife = {
          id: studentId,
          advisorId,
          coachId,
          accountId,
          parentIds,
          lgs,
          name: `${person.firstName} ${person.lastName}`,
          diligence: rand.between(0.45, 0.98),
          level: rand.between(0.3, 0.75),
          drift: rand.between(-0.02, 0.02),
          blocks: blocks.length ? blocks : (lgs ? LGS_WEEK : YKS_WEEK).slice(0, 4),
          week: new Map(),
          lastCoachingMessage: null,
          lastFamilyMessage: null,
        };
        lives.push(life);
        world.students.push(life);
        students++;
      }
    }
    await writer.drain();
  }

  // ---- the weeks ----
  const agenda = new Agenda();
  const figures = (s: StudentLife, week: string) => {
    let f = s.week.get(week);
    if (!f) {
      f = {
        planned: 0,
        shares: [],
        exams: [],
        homeworkDone: 0,
        homeworkLate: 0,
        sessionsHeld: 0,
        sessionReports: [],
      };
      s.week.set(week, f);
    }
    return f;
  };
  /** `action` runs at `ms` when that moment is within the world's life: from its start until `now`. */
  const later = (ms: number, action: (now: string) => void) => {
    if (ms >= startMs && ms <= nowMs) agenda.push(ms, () => action(iso(ms)));
  };

  const planWeek = (s: StudentLife, week: string) => {
    const coach: Actor = { userId: s.coachId!, role: 'COACH' };
    const stream = weeklyPlanStreamId(s.id, week);
    const previous = writer.stateOf<WeeklyPlanState>(weeklyPlanStreamId(s.id, shiftWeek(week, -1)));
    const copy = previous && liveStudyBlocks(previous).length > 0 && rand.chance(0.6);
    // Monday morning, before the week starts in earnest.
    const start = clock(at(dayOf(week, 1), '07:00'), 240);
    later(start, (now) => {
      if (copy) {
        // copyWeek (weekly-program.ts): the week before's blocks, new ids, into an empty week.
        const id = commandId();
        const source = liveStudyBlocks(previous);
        writer.run(
          weeklyPlanDecider,
          stream,
          {
            type: 'PlanStudyBlocks',
            data: {
              studentId: s.id,
              week,
              now,
              blocks: source.map((b, i) => ({ ...b, blockId: derivedId(id, `copy/${i}`) })),
              source: 'COPY',
              plannedBy: coach.userId,
              requireEmptyWeek: true,
            },
          },
          { commandId: id, actor: coach, at: now },
        );
      } else {
        // addStudyBlock (weekly-program.ts), one block at a time.
        for (const [i, b] of s.blocks.entries()) {
          const id = commandId();
          const [day, startTime, durationMinutes, courseId, topicId, activity, target] = b;
          const when = iso(Date.parse(now) + i * 40_000);
          writer.run(
            weeklyPlanDecider,
            stream,
            {
              type: 'PlanStudyBlocks',
              data: {
                studentId: s.id,
                week,
                now: when,
                blocks: [
                  {
                    blockId: derivedId(id, 'block'),
                    day,
                    startTime,
                    durationMinutes,
                    courseId,
                    topicId,
                    activity,
                    targetQuestions: target.q ?? null,
                    targetMinutes: target.m ?? null,
                    note: activity === 'DENEME' ? 'Hafta sonu denemesi; ardından analiz' : null,
                  },
                ],
                source: 'MANUAL',
                plannedBy: coach.userId,
              },
            },
            { commandId: id, actor: coach, at: when },
          );
        }
      }
      const state = writer.stateOf<WeeklyPlanState>(stream)!;
      const planned = [...state.blocks.entries()].filter(([, b]) => !b.removed);
      figures(s, week).planned = planned.length;
      // Now and then a block moves to another hour, or goes.
      if (planned.length > 2 && rand.chance(0.2)) {
        const [blockId, b] = rand.pick(planned);
        const moved = clock(Date.parse(now) + DAY, 600);
        later(moved, (when) =>
          writer.run(
            weeklyPlanDecider,
            stream,
            {
              type: 'ChangeStudyBlock',
              data: {
                studentId: s.id,
                week,
                blockId,
                block: { ...b.fields, startTime: b.fields.startTime === '20:00' ? '20:30' : '20:00' },
                now: when,
              },
            },
            { commandId: commandId(), actor: coach, at: when },
          ),
        );
      }
      // The done counts: the student in the app (when they have it) or the coach, after the block.
      for (const [blockId, b] of planned) {
        const f = b.fields;
        const end = at(dayOf(week, f.day), f.startTime) + f.durationMinutes * 60_000;
        const doIt = rand.chance(s.diligence);
        const share = doIt ? Math.min(1, rand.between(0.55, 1.05)) : 0;
        figures(s, week).shares.push(share);
        if (!doIt && !rand.chance(0.3)) continue; // nothing entered at all
        const byStudent = s.accountId !== null && rand.chance(0.65);
        later(clock(end + 30 * 60_000, byStudent ? 180 : 24 * 60), (when) => {
          const live = writer.stateOf<WeeklyPlanState>(stream)!.blocks.get(blockId);
          if (!live || live.removed) return;
          const actor: Actor = byStudent ? { userId: s.accountId!, role: 'STUDENT' } : coach;
          writer.run(
            weeklyPlanDecider,
            stream,
            {
              type: 'RecordStudyProgress',
              data: {
                studentId: s.id,
                week,
                blockId,
                doneQuestions:
                  live.fields.targetQuestions === null
                    ? null
                    : Math.round(live.fields.targetQuestions * share),
                doneMinutes:
                  live.fields.targetQuestions !== null || live.fields.targetMinutes === null
                    ? null
                    : Math.round(live.fields.targetMinutes * share),
                recordedBy: actor.userId,
                ...(byStudent ? { byStudent: { coachId: s.coachId } } : {}),
                now: when,
              },
            },
            { commandId: commandId(), actor, at: when },
          );
        });
      }
    });
  };

  const giveHomework = (s: StudentLife, week: string) => {
    const coach: Actor = { userId: s.coachId!, role: 'COACH' };
    const count = rand.int(2, 3);
    for (let i = 0; i < count; i++) {
      const given = clock(at(dayOf(week, rand.int(1, 4)), '18:00'), 240);
      const sheet = rand.pick(s.lgs ? HOMEWORK.lgs : HOMEWORK.yks);
      const dueDate = addDays(istanbulDay(given), rand.int(2, 4));
      const dueAt = dueAtOfDate(dueDate);
      later(given, (now) => {
        // assignHomework (homework.ts).
        const id = commandId();
        const homeworkId = derivedId(id, 'homework');
        writer.run(
          homeworkDecider,
          homeworkStreamId(homeworkId),
          {
            type: 'AssignHomework',
            data: {
              homeworkId,
              studentId: s.id,
              coachId: s.coachId,
              sheet: {
                title: sheet.title,
                courseId: sheet.courseId,
                topicIds: [...sheet.topicIds],
                targetQuestions: sheet.q,
                targetMinutes: sheet.m,
                description: null,
                dueAt,
              },
              assignedBy: coach.userId,
              parentIds: s.parentIds,
              now,
            },
          },
          { commandId: id, actor: coach, at: now },
        );
        const due = Date.parse(dueAt);
        // The scheduler's reminders (record-reminders.ts), at the moments its minute timer finds them due.
        const homework = { dueAt, assignedAt: now };
        const dueDayStart = at(istanbulDay(due), '08:00');
        for (const moment of [due - DAY, dueDayStart, due]) {
          if (moment <= Date.parse(now)) continue;
          later(moment + 30_000, (when) => {
            const kind = dueHomeworkReminder(homework, new Date(when));
            if (kind === null) return;
            writer.run(
              homeworkDecider,
              homeworkStreamId(homeworkId),
              { type: 'SendHomeworkReminder', data: { homeworkId, kind, parentIds: s.parentIds, now: when } },
              {
                commandId: reminderCommandId(homeworkId, kind),
                actor: { userId: 'system:student-record-scheduler', role: 'SYSTEM' },
                at: when,
              },
            );
          });
        }
        if (rand.chance(0.03)) {
          later(clock(Date.parse(now) + 2 * HOUR, 600), (when) =>
            writer.run(
              homeworkDecider,
              homeworkStreamId(homeworkId),
              { type: 'CancelHomework', data: { homeworkId, studentId: s.id, now: when } },
              { commandId: commandId(), actor: coach, at: when },
            ),
          );
          return;
        }
        if (!rand.chance(s.diligence)) return; // left undone: overdue
        const late = rand.chance(0.15);
        const doneAt = late
          ? clock(due + HOUR, 36 * 60)
          : clock(Date.parse(now) + 3 * HOUR, Math.max(60, (due - Date.parse(now) - 4 * HOUR) / 60_000));
        const week2 = weekOf(doneAt);
        const byStudent = s.accountId !== null && rand.chance(0.7);
        later(doneAt, (when) => {
          const state = writer.stateOf<{ status: string }>(homeworkStreamId(homeworkId));
          if (state?.status !== 'ASSIGNED') return;
          const actor: Actor = byStudent ? { userId: s.accountId!, role: 'STUDENT' } : coach;
          writer.run(
            homeworkDecider,
            homeworkStreamId(homeworkId),
            {
              type: 'CompleteHomework',
              data: {
                homeworkId,
                studentId: s.id,
                doneQuestions: sheet.q,
                doneMinutes: sheet.m,
                completedBy: actor.userId,
                ...(byStudent ? { byStudent: true } : {}),
                now: when,
              },
            },
            { commandId: commandId(), actor, at: when },
          );
          const f = figures(s, week2);
          if (late) f.homeworkLate++;
          else f.homeworkDone++;
        });
      });
    }
  };

  const deneme = (s: StudentLife, week: string, index: number) => {
    if (!rand.chance(0.8)) return;
    const examType = s.lgs ? 'LGS' : 'TYT';
    const takenOn = dayOf(week, rand.pick([6, 7]));
    const byStudent = s.accountId !== null && rand.chance(0.5);
    const enteredAt = byStudent
      ? clock(at(takenOn, '15:00'), 360)
      : clock(at(addDays(takenOn, rand.int(1, 2)), '17:00'), 180);
    later(enteredAt, (now) => {
      const coach: Actor = { userId: s.coachId!, role: 'COACH' };
      const actor: Actor = byStudent ? { userId: s.accountId!, role: 'STUDENT' } : coach;
      const level = Math.min(0.95, Math.max(0.05, s.level + s.drift * index));
      const tests = TESTS[examType].map(([testCode, questions]) => {
        const right = Math.min(questions, Math.max(0, Math.round(questions * (level + 0.08 * rand.gauss()))));
        const wrong = Math.min(questions - right, Math.round((questions - right) * rand.between(0.3, 0.7)));
        return { testCode, correct: right, wrong, blank: questions - right - wrong };
      });
      // recordMockExam (mock-exams.ts).
      const id = commandId();
      const examId = derivedId(id, 'mock-exam');
      const publisher = rand.pick(PUBLISHERS);
      const [recorded] = writer.run(
        mockExamDecider,
        mockExamStreamId(examId),
        {
          type: 'RecordMockExam',
          data: {
            examId,
            studentId: s.id,
            sheet: {
              examType,
              name: `${publisher} ${examType} Deneme ${index + 1}`,
              takenOn,
              durationMinutes: null,
              publisher,
              tests,
            },
            recordedBy: actor.userId,
            ...(byStudent ? { byStudent: { coachId: s.coachId } } : {}),
            now,
          },
        },
        { commandId: id, actor, at: now },
      );
      const data = recorded?.data as { totalNet?: number } | undefined;
      figures(s, weekOf(Date.parse(now))).exams.push({
        examId,
        name: `${publisher} ${examType} Deneme ${index + 1}`,
        examType,
        totalNet: data?.totalNet ?? 0,
      });
      if (rand.chance(0.3))
        later(clock(Date.parse(now) + DAY, 240), (when) =>
          writer.run(
            mockExamDecider,
            mockExamStreamId(examId),
            {
              type: 'RecordMockExamMistakes',
              data: {
                examId,
                studentId: s.id,
                mistakes: MISTAKES[examType].slice(0, rand.int(1, 2)).map((topicId) => ({
                  topicId,
                  cause: rand.pick(['BILGI_EKSIGI', 'DIKKAT', 'SURE', 'SORU_TIPI'] as const),
                  count: rand.int(1, 4),
                  note: null,
                })),
                now: when,
              },
            },
            { commandId: commandId(), actor: coach, at: when },
          ),
        );
    });
  };

  const session = (s: StudentLife, week: string) => {
    const coach: Actor = { userId: s.coachId!, role: 'COACH' };
    const day = rand.int(2, 5);
    const startAt = clock(at(dayOf(week, day), '16:00'), 240);
    const scheduledAt = clock(at(dayOf(week, 1), '09:00'), 240);
    later(scheduledAt, (now) => {
      // scheduleCoachingSession (sessions.ts).
      const id = commandId();
      const sessionId = derivedId(id, 'session');
      writer.run(
        coachingSessionDecider,
        coachingSessionStreamId(sessionId),
        {
          type: 'ScheduleCoachingSession',
          data: {
            sessionId,
            studentId: s.id,
            coachId: coach.userId,
            title: 'Haftalık koçluk seansı',
            agenda: 'Deneme analizi ve haftalık program',
            startAt: iso(startAt),
            endAt: iso(startAt + 45 * 60_000),
            scheduledBy: coach.userId,
            now,
          },
        },
        { commandId: id, actor: coach, at: now },
      );
      const roll = rand.next();
      if (roll < 0.05) {
        later(clock(startAt - 6 * HOUR, 300), (when) =>
          writer.run(
            coachingSessionDecider,
            coachingSessionStreamId(sessionId),
            {
              type: 'CancelCoachingSession',
              data: { sessionId, studentId: s.id, reason: 'Öğrenci hasta', now: when },
            },
            { commandId: commandId(), actor: coach, at: when },
          ),
        );
        return;
      }
      if (roll > 0.97) return; // never closed: "seans kapatılmadı"
      const held = roll < 0.9;
      const report = held ? rand.pick(REPORTS) : null;
      const shared = held && rand.chance(0.6);
      later(clock(startAt + 50 * 60_000, 600), (when) => {
        writer.run(
          coachingSessionDecider,
          coachingSessionStreamId(sessionId),
          {
            type: 'CloseCoachingSession',
            data: {
              sessionId,
              studentId: s.id,
              outcome: held ? 'HELD' : 'MISSED',
              report,
              shareWithParents: shared,
              now: when,
            },
          },
          { commandId: commandId(), actor: coach, at: when },
        );
        if (held) {
          const f = figures(s, weekOf(startAt));
          f.sessionsHeld++;
          if (shared && report) f.sessionReports.push({ sessionId, startAt: iso(startAt), report });
        }
      });
    });
  };

  const coachNote = (s: StudentLife, week: string) => {
    if (!rand.chance(0.25)) return;
    later(clock(at(dayOf(week, rand.int(1, 7)), '20:00'), 120), (now) => {
      const id = commandId();
      writer.run(
        coachNotesDecider,
        coachNotesStreamId(s.id),
        {
          type: 'WriteCoachNote',
          data: {
            studentId: s.id,
            noteId: derivedId(id, 'coach-note'),
            coachId: s.coachId!,
            content: 'Sınav kaygısı zaman zaman artıyor; deneme öncesi nefes egzersizini hatırlat.',
            now,
          },
        },
        { commandId: id, actor: { userId: s.coachId!, role: 'COACH' }, at: now },
      );
    });
  };

  const coachingThread = (s: StudentLife, week: string) => {
    if (!s.accountId) return;
    const student: Actor = { userId: s.accountId, role: 'STUDENT' };
    const coach: Actor = { userId: s.coachId!, role: 'COACH' };
    const send = (sender: Actor, text: string, when: string) => {
      // sendCoachingMessage (coaching-message-service.ts).
      const id = commandId();
      const messageId = derivedId(id, 'coaching-message');
      writer.run(
        coachingThreadDecider,
        coachingThreadStreamId(s.id),
        {
          type: 'SendCoachingMessage',
          data: {
            messageId,
            studentId: s.id,
            coachId: s.coachId!,
            senderType: sender.role === 'STUDENT' ? 'STUDENT' : 'COACH',
            senderId: sender.userId,
            content: text,
            now: when,
          },
        },
        { commandId: id, actor: sender, at: when },
      );
      s.lastCoachingMessage = messageId;
    };
    const read = (reader: Actor, when: string) => {
      if (!s.lastCoachingMessage) return;
      writer.run(
        coachingThreadDecider,
        coachingThreadStreamId(s.id),
        {
          type: 'MarkCoachingThreadRead',
          data: {
            studentId: s.id,
            readerId: reader.userId,
            readerType: reader.role === 'STUDENT' ? 'STUDENT' : 'COACH',
            throughMessageId: s.lastCoachingMessage,
            now: when,
          },
        },
        { commandId: commandId(), actor: reader, at: when },
      );
    };
    for (let i = rand.int(2, 4); i > 0; i--) {
      const asked = clock(at(dayOf(week, rand.int(1, 7)), '15:00'), 420);
      later(asked, (now) => {
        send(student, rand.pick(MESSAGES.studentToCoach), now);
        const answered = Date.parse(now) + rand.int(20, 300) * 60_000;
        later(answered, (when) => {
          read(coach, when);
          send(coach, rand.pick(MESSAGES.coachToStudent), iso(Date.parse(when) + 60_000));
          if (rand.chance(0.6)) later(answered + rand.int(10, 240) * 60_000, (seen) => read(student, seen));
        });
      });
    }
  };

  const familyThread = (s: StudentLife, week: string, parentsMayWrite: boolean) => {
    if (s.parentIds.length === 0 || !rand.chance(0.7)) return;
    const coach: Actor = { userId: s.coachId!, role: 'COACH' };
    const parent: Actor = { userId: s.parentIds[0]!, role: 'PARENT' };
    const send = (sender: Actor, text: string, when: string) => {
      // sendFamilyMessage / postFamilyMessage (family-message-service.ts).
      const id = commandId();
      const messageId = derivedId(id, 'family-message');
      writer.run(
        studentThreadDecider,
        familyThreadStreamId(s.id),
        {
          type: 'SendFamilyMessage',
          data: {
            messageId,
            studentId: s.id,
            coachId: s.coachId!,
            senderType: sender.role === 'PARENT' ? 'PARENT' : 'COACH',
            senderId: sender.userId,
            content: text,
            parentIds: s.parentIds,
            parentMessagesAllowed: sender.role === 'COACH' || parentsMayWrite,
            now: when,
          },
        },
        { commandId: id, actor: sender, at: when },
      );
      s.lastFamilyMessage = messageId;
    };
    const read = (reader: Actor, when: string) =>
      writer.run(
        studentThreadDecider,
        familyThreadStreamId(s.id),
        {
          type: 'MarkFamilyThreadRead',
          data: {
            studentId: s.id,
            readerId: reader.userId,
            readerType: reader.role === 'PARENT' ? 'PARENT' : 'COACH',
            throughMessageId: s.lastFamilyMessage!,
            now: when,
          },
        },
        { commandId: commandId(), actor: reader, at: when },
      );
    const sent = clock(at(dayOf(week, rand.int(3, 6)), '19:00'), 180);
    later(sent, (now) => {
      send(coach, rand.pick(MESSAGES.coachToParent), now);
      later(Date.parse(now) + rand.int(30, 600) * 60_000, (seen) => {
        read(parent, seen);
        if (!parentsMayWrite || !rand.chance(0.5)) return;
        send(parent, rand.pick(MESSAGES.parentToCoach), iso(Date.parse(seen) + 120_000));
        later(Date.parse(seen) + rand.int(60, 900) * 60_000, (when) => read(coach, when));
      });
    });
  };

  const advisorNote = (s: StudentLife, week: string) => {
    if (!rand.chance(0.3)) return;
    const advisor: Actor = { userId: s.advisorId, role: 'ADVISOR' };
    const coach: Actor = { userId: s.coachId!, role: 'COACH' };
    later(clock(at(dayOf(week, rand.int(1, 5)), '10:00'), 480), (now) => {
      // sendNote (note-service.ts): the note's id follows from the command id.
      const id = commandId();
      const noteId = derivedId(id, 'note');
      const roll = rand.next();
      writer.run(
        noteDecider,
        noteStreamId(noteId),
        {
          type: 'SendNote',
          data: {
            noteId,
            advisorId: advisor.userId,
            coachId: coach.userId,
            studentId: s.id,
            content: rand.pick(NOTE_TEXTS),
            priority: roll < 0.5 ? 'NORMAL' : roll < 0.85 ? 'MEDIUM' : 'HIGH',
            pageContext: rand.chance(0.5) ? '/advisor/students' : `/advisor/students/${s.id}`,
            now,
          },
        },
        { commandId: id, actor: advisor, at: now },
      );
      if (!rand.chance(0.85)) return;
      const readAt = Date.parse(now) + rand.int(20, 24 * 60) * 60_000;
      const replies = rand.chance(0.6);
      if (!replies || rand.chance(0.5))
        later(readAt, (when) =>
          writer.run(
            noteDecider,
            noteStreamId(noteId),
            { type: 'MarkNoteRead', data: { noteId, coachId: coach.userId, now: when } },
            { commandId: commandId(), actor: coach, at: when },
          ),
        );
      if (replies)
        later(readAt + rand.int(2, 120) * 60_000, (when) =>
          writer.run(
            noteDecider,
            noteStreamId(noteId),
            {
              type: 'ReplyNote',
              data: { noteId, coachId: coach.userId, coachReply: rand.pick(REPLIES), now: when },
            },
            { commandId: commandId(), actor: coach, at: when },
          ),
        );
    });
  };

  const conversation = (coachId: string, advisorId: string, week: string) => {
    const coach: Actor = { userId: coachId, role: 'COACH' };
    const advisor: Actor = { userId: advisorId, role: 'ADVISOR' };
    const stream = conversationStreamId(conversationId(advisorId, coachId));
    const send = (sender: Actor, text: string, when: string) => {
      // sendMessage (message-service.ts): the coach's delivery, or the advisor's to the coach.
      const id = commandId();
      const messageId = derivedId(id, 'message');
      writer.run(
        conversationDecider,
        stream,
        {
          type: 'SendMessage',
          data: {
            advisorId,
            participantId: coachId,
            participantType: 'COACH',
            senderType: sender.role === 'COACH' ? 'COACH' : 'ADVISOR',
            recipientId: sender.role === 'COACH' ? advisorId : coachId,
            messageId,
            senderId: sender.userId,
            content: text,
            now: when,
          },
        },
        { commandId: id, actor: sender, at: when },
      );
      return messageId;
    };
    const read = (reader: Actor, messageId: string, when: string) =>
      writer.run(
        conversationDecider,
        stream,
        { type: 'MarkMessageRead', data: { messageId, readerId: reader.userId, now: when } },
        { commandId: commandId(), actor: reader, at: when },
      );
    for (let i = rand.int(1, 3); i > 0; i--) {
      const sent = clock(at(dayOf(week, rand.int(1, 5)), '09:30'), 540);
      later(sent, (now) => {
        const first = send(coach, rand.pick(MESSAGES.coachToAdvisor), now);
        if (!rand.chance(0.85)) return;
        later(Date.parse(now) + rand.int(15, 600) * 60_000, (when) => {
          read(advisor, first, when);
          if (!rand.chance(0.6)) return;
          const answer = send(advisor, rand.pick(MESSAGES.advisorToCoach), iso(Date.parse(when) + 60_000));
          if (rand.chance(0.8))
            later(Date.parse(when) + rand.int(15, 600) * 60_000, (seen) => read(coach, answer, seen));
        });
      });
    }
  };

  const weeklySummary = (s: StudentLife, week: string) => {
    if (s.parentIds.length === 0) return;
    // prepareDueWeeklySummaries (record-reminders.ts): due from Sunday 18:00, found within the minute.
    const dueAt = at(dayOf(week, 7), '18:00') + 30_000;
    later(dueAt, (now) => {
      if (summaryWeekDue(new Date(now)) !== week) return;
      const f = figures(s, week);
      const completion = f.shares.length ? f.shares.reduce((a, b) => a + b, 0) / f.shares.length : null;
      writer.run(
        weeklySummaryDecider,
        weeklySummaryStreamId(s.id),
        {
          type: 'PrepareWeeklySummary',
          data: {
            studentId: s.id,
            studentName: s.name,
            parentIds: s.parentIds,
            week,
            figures: {
              plannedBlocks: f.planned,
              planCompletion: f.planned ? completion : null,
              exams: f.exams,
              homeworkDone: f.homeworkDone,
              homeworkLate: f.homeworkLate,
              sessionsHeld: f.sessionsHeld,
              sessionReports: f.sessionReports,
            },
            now,
          },
        },
        {
          commandId: weeklySummaryCommandId(s.id, week),
          actor: { userId: 'system:student-record-scheduler', role: 'SYSTEM' },
          at: now,
        },
      );
    });
  };

  const parentsMayWrite = new Map<string, boolean>();
  for (const c of world.coaches) {
    const state = writer.stateOf<{ allowParentMessages: boolean }>(familyMessagingStreamId(c.id));
    parentsMayWrite.set(c.id, state?.allowParentMessages === true);
  }
  for (let w = 0; w < weekCount; w++) {
    const week = shiftWeek(firstWeek, w);
    for (const s of lives) {
      if (!s.coachId) continue;
      planWeek(s, week);
      giveHomework(s, week);
      deneme(s, week, w);
      session(s, week);
      coachNote(s, week);
      coachingThread(s, week);
      familyThread(s, week, parentsMayWrite.get(s.coachId) === true);
      advisorNote(s, week);
      weeklySummary(s, week);
    }
    for (const c of world.coaches) conversation(c.id, c.advisorId, week);
    const weekEnd = at(dayOf(week, 7), '23:59') + 60_000;
    for (let n = 1; agenda.peek() < weekEnd; n++) {
      agenda.pop().run();
      if (n % 5_000 === 0) await writer.drain();
    }
    await writer.drain();
    for (const s of lives) s.week.delete(shiftWeek(week, -2));
    options.log?.(`week ${week}: ${writer.total.toLocaleString('en-US')} events`);
  }
  for (let n = 1; agenda.size > 0; n++) {
    agenda.pop().run();
    if (n % 5_000 === 0) await writer.drain();
  }
  await writer.flush();
  world.written = writer.total;
  world.commands = writer.commands;
  return world;
}
