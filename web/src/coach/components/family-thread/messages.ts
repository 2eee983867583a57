import { formatNumber } from '../../../advisor/format';

/** Texts of the family threads (coach ↔ the parents of one student), for the coach panel and the parent portal. */
export const familyThreadMessages = {
  pageLead: 'Danışmanınızla ve öğrencilerinizin aileleriyle yazışmalarınız.',
  conversationsLabel: 'Konuşmalar',
  parentSender: (name: string) => `${name} (veli)`,
  advisorGroup: 'Danışmanınız',
  studentsGroup: 'Öğrenci aileleri',
  advisorRole: 'Danışmanım',
  familyOf: (student: string) => `${student} – aile`,
  noStudents: 'Henüz öğrenciniz yok.',
  noMessagesYet: 'Henüz mesaj yok',
  lastFromParent: 'Veli: ',
  lastFromYou: 'Siz: ',
  unread: (n: number) => `${formatNumber(n)} okunmamış`,
  threadTitle: (student: string) => `${student} ailesiyle mesajlar`,
  threadLead:
    'Bu yazışmayı öğrenciye bağlı veliler görür. Öğrencilerin Pusula hesabı olmadığı için mesajlar aileye ulaşır.',
  threadEmpty: 'Bu aileyle henüz mesaj yok. İlk mesajı siz yazın.',
  threadLabel: (student: string) => `${student} ailesiyle mesajlar`,
  loadFailed: 'Mesajlar yüklenemedi.',
  you: 'Siz',
  switchLabel: 'Veliler bana mesaj yazabilir',
  switchHelpOn: 'Açık: öğrencilerinizin velileri size bu sayfadan yazabilir.',
  switchHelpOff: 'Kapalı: veliler mesajlarınızı okur ama yanıt yazamaz.',
  switchFailed: 'Ayar kaydedilemedi.',
  compose: 'Mesajınız',
  composePlaceholder: 'Mesaj yazın…',
  composeHint: 'Ctrl + Enter ile de gönderebilirsiniz.',
  send: 'Gönder',
  sending: 'Gönderiliyor…',
  sendFailed: 'Mesaj gönderilemedi.',
} as const;
