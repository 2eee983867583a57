import { addDays, istanbulDate, istanbulInstant, type NotePriority } from '@pusula/contracts';
import type { AppDeps } from '../app-deps';
import type { Actor } from '../commands/handle-command';
import { coachDelivery, markMessageRead, sendMessage } from '../features/messages/message-service';
import { markNoteRead, replyToNote, sendNote } from '../features/notes/note-service';
import type { SeedCommandIds } from './seed-command-ids';

export interface DemoNotesIds {
  advisor1: string;
  coach1: string;
  elif: string;
  can: string;
  arda: string;
}

interface DemoNote {
  key: string;
  student: 'arda' | 'elif' | 'can';
  priority: NotePriority;
  sent: [daysAgo: number, time: string];
  content: string;
  /** When the coach read it (and what they answered), if they did. */
  read?: [daysAgo: number, time: string];
  reply?: string;
}

/**
 * What the advisor (Ayşe Yılmaz) wrote to the demo coach (Mehmet Kaya), in line with the seeded record:
 * Arda's falling TYT nets, Elif's overdue Türev homework, Can's rising LGS denemes. One is answered, one
 * read, two wait unread, so the coach's dashboard and Notlar page show every state.
 */
const NOTES: DemoNote[] = [
  {
    key: 'can-lgs',
    student: 'can',
    priority: 'NORMAL',
    sent: [5, '10:20'],
    content:
      'Can’ın LGS denemelerindeki yükseliş çok güzel, emeğinize sağlık. Kareköklü ifadelerdeki eksiği kapanana kadar günlük kısa matematik tekrarını sürdürelim.',
    read: [5, '16:45'],
  },
  {
    key: 'elif-ayt',
    student: 'elif',
    priority: 'NORMAL',
    sent: [3, '11:05'],
    content:
      'Elif’in AYT matematik neti düzenli artıyor. Deneme öncesi kaygısı için ayda bir velisiyle kısa bir değerlendirme görüşmesi yapmanızı öneririm.',
  },
  {
    key: 'elif-homework',
    student: 'elif',
    priority: 'MEDIUM',
    sent: [1, '09:30'],
    content:
      'Elif’in Türev ödevinin teslim tarihi geçti ve sistemde hâlâ tamamlanmamış görünüyor. Gecikmenin nedenini konuşup yeni bir teslim günü belirler misiniz?',
    read: [1, '12:10'],
    reply:
      'Elif’le konuştum: fizik ödevleriyle çakışmış. Kalan soruları cumaya kadar bitirecek, hafta sonu denemesinden önce birlikte kontrol edeceğiz.',
  },
  {
    key: 'arda-nets',
    student: 'arda',
    priority: 'HIGH',
    sent: [1, '18:30'],
    content:
      'Arda’nın TYT toplam neti son dört denemede sürekli düştü; en büyük kayıp matematik ve Türkçede. Bu hafta kendisiyle yüz yüze görüşüp programını birlikte gözden geçirelim, gerekirse veliyi de arayalım.',
  },
];

/** Advisor ↔ coach conversation: the last message (the coach's) waits unread in the advisor's inbox. */
const MESSAGES: {
  from: 'advisor' | 'coach';
  sent: [number, string];
  content: string;
  readAt?: [number, string];
}[] = [
  {
    from: 'advisor',
    sent: [3, '10:15'],
    content:
      'Merhaba Mehmet Bey, ay sonu değerlendirme toplantımızı perşembe 14:00’te yapalım mı? Üç öğrencinizin deneme grafiklerini birlikte inceleriz.',
    readAt: [3, '11:30'],
  },
  {
    from: 'coach',
    sent: [3, '11:40'],
    content:
      'Merhaba Ayşe Hanım, perşembe 14:00 bana uyar. Elif ve Can için haftalık raporları hazırlayıp toplantıdan önce paylaşırım.',
    readAt: [3, '12:00'],
  },
  {
    from: 'advisor',
    sent: [3, '12:05'],
    content:
      'Çok iyi. Arda’nın son denemesi de gelince onu da konuşalım; gidişata göre velisiyle görüşebilirim.',
    readAt: [2, '09:10'],
  },
  {
    from: 'coach',
    sent: [1, '19:45'],
    content:
      'Arda’nın son denemesi geldi, netler yine düşük. Yarın kendisiyle görüşüp perşembeye bir telafi planıyla geleceğim.',
  },
];

/**
 * Seeds through the real note and message commands, as the advisor and the coach themselves, each as of
 * its own moment (days before seeding). Fixed command ids: seeding again appends nothing.
 */
export async function seedDemoNotesAndMessages(
  deps: AppDeps,
  ids: DemoNotesIds,
  commandIds: SeedCommandIds,
): Promise<void> {
  const seedCommand = (name: string) => commandIds(`advisor-coach:${name}`);
  const advisor: Actor = { userId: ids.advisor1, role: 'ADVISOR' };
  const coach: Actor = { userId: ids.coach1, role: 'COACH' };
  const today = istanbulDate(deps.now());
  const asOf = ([daysAgo, time]: [number, string]): AppDeps => {
    const instant = istanbulInstant(addDays(today, -daysAgo), time);
    return { ...deps, now: () => new Date(instant) };
  };

  for (const note of NOTES) {
    const sent = await sendNote(
      asOf(note.sent),
      advisor,
      {
        coachId: ids.coach1,
        studentId: ids[note.student],
        content: note.content,
        priority: note.priority,
        pageContext: `/advisor/students/${ids[note.student]}`,
      },
      seedCommand(`note:${note.key}`),
    );
    if (note.read) await markNoteRead(asOf(note.read), coach, sent.id, seedCommand(`note-read:${note.key}`));
    if (note.reply)
      await replyToNote(asOf(note.read!), coach, sent.id, note.reply, seedCommand(`note-reply:${note.key}`));
  }

  const fromCoach = await coachDelivery(deps, coach, ids.advisor1);
  const fromAdvisor = {
    advisorId: ids.advisor1,
    participantId: ids.coach1,
    participantType: 'COACH' as const,
    senderType: 'ADVISOR' as const,
    recipientId: ids.coach1,
  };
  for (const [i, message] of MESSAGES.entries()) {
    const [sender, reader, delivery] =
      message.from === 'advisor' ? [advisor, coach, fromAdvisor] : [coach, advisor, fromCoach];
    const { message: sent } = await sendMessage(
      asOf(message.sent),
      sender,
      delivery,
      message.content,
      seedCommand(`message:${i}`),
    );
    if (message.readAt)
      await markMessageRead(asOf(message.readAt), reader, sent.id, seedCommand(`message-read:${i}`));
  }
}
