import { NOTE_REPLY_MAX } from '@pusula/contracts/constants';
import { uiTexts } from '../design/portal-ui/texts';
import { formatNumber } from '../lib/format';
import { recordTexts } from '../student-record/texts';

/** Every text of the coach panel (Turkish); the student record's come from src/student-record/texts. */

export const common = {
  ...uiTexts,
  appName: 'Pusula',
  portal: 'Koç Paneli',
  skipToContent: 'İçeriğe geç',
  classLabel: recordTexts.classLabel,
} as const;

export const nav = {
  label: 'Koç menüsü',
  open: 'Menüyü aç',
  close: 'Menüyü kapat',
  students: 'Öğrencilerim',
  notes: 'Notlar',
  messages: 'Mesajlar',
  calendar: 'Takvim',
  videoCalls: 'Görüntülü görüşmeler',
  account: 'Hesap menüsü',
  logout: 'Çıkış yap',
  loggingOut: 'Çıkış yapılıyor…',
} as const;

export const dashboard = {
  title: 'Öğrencilerim',
  greeting: (name: string) => `Hoş geldiniz, ${name}`,
  lead: 'Öğrencilerinizin durumu, danışman notlarınız ve ilgi bekleyenler.',
  students: 'Öğrenci',
  capacity: (count: number, limit: number) => `${formatNumber(count)} / ${formatNumber(limit)} öğrenci`,
  unreadNotes: 'Okunmamış danışman notu',
  needsAttention: 'İlgi bekleyen öğrenci',
  openNotes: 'Notlara git',
  myStudents: 'Öğrenci listesi',
  empty: 'Henüz öğrenciniz yok.',
  emptyText:
    'İlk öğrencinizi "Öğrenci ekle" ile kaydedin. Bir danışmanın ekibindeyseniz, danışmanınızın size atadığı öğrenciler de burada görünür.',
  name: 'Öğrenci',
  classLevel: 'Sınıf',
  examTarget: 'Hedef',
  lastActivity: 'Son etkinlik',
  noActivity: 'Kayıt yok',
  status: 'Durum',
  ok: 'Yolunda',
  unreadBadge: (n: number) => `${formatNumber(n)} okunmamış not`,
  open: (name: string) => `${name} öğrencisini aç`,
  attention: 'İlgi bekleyenler',
  attentionEmpty: 'Şu an ilgi bekleyen öğrenci yok. Harika!',
  latestNotes: 'Son danışman notları',
  latestNotesEmpty: 'Danışmanınızdan henüz not yok.',
} as const;

export const notes = {
  title: 'Danışman notları',
  lead: 'Danışmanınızın öğrencileriniz hakkındaki notları: önce yüksek öncelikliler, sonra en yeniler.',
  unreadCount: (n: number) => (n === 0 ? 'Okunmamış not yok' : `${formatNumber(n)} okunmamış not`),
  filterLabel: 'Öğrenci',
  allStudents: 'Tüm öğrenciler',
  onlyUnread: 'Yalnızca okunmamışlar',
  empty: 'Gösterilecek not yok.',
  emptyText: 'Danışmanınız bir öğrenciniz hakkında not yazdığında burada görünecek.',
  about: (name: string) => `Öğrenci: ${name}`,
  unread: 'Okunmadı',
  readAt: (at: string) => `Okundu: ${at}`,
  markRead: 'Okundu işaretle',
  markReadFailed: 'Not okundu işaretlenemedi.',
  reply: 'Yanıtla',
  replyLabel: 'Yanıtınız',
  replyPlaceholder: 'Danışmanınıza yanıt yazın…',
  send: 'Yanıtı gönder',
  sending: 'Gönderiliyor…',
  cancel: 'Vazgeç',
  replied: 'Yanıtınız gönderildi.',
  replyFailed: 'Yanıt gönderilemedi.',
  yourReply: 'Yanıtınız',
  chars: (n: number) => `${formatNumber(n)} / ${formatNumber(NOTE_REPLY_MAX)}`,
  replyRequired: 'Yanıt boş olamaz.',
  // A function: formatted at import time, it would load locale data while every coach page loads.
  replyTooLong: () => `Yanıt en fazla ${formatNumber(NOTE_REPLY_MAX)} karakter olabilir.`,
  perStudentTitle: 'Bu öğrenci hakkındaki danışman notları',
  perStudentLead: 'En yeni 50 not, en yeniden eskiye.',
} as const;

export const messages = {
  title: 'Mesajlar',
  lead: 'Danışmanınızla ve öğrencilerinizin aileleriyle yazışmalarınız.',
  conversations: 'Konuşmalar',
  advisor: 'Danışmanım',
  noAdvisor: 'Henüz bir danışmana bağlı değilsiniz; mesajlaşma danışmanınız atandığında açılır.',
  thread: (name: string) => `${name} ile mesajlar`,
  threadEmpty: 'Henüz mesaj yok. İlk mesajı siz yazın.',
  compose: 'Mesajınız',
  composePlaceholder: 'Mesaj yazın…',
  send: 'Gönder',
  sending: 'Gönderiliyor…',
  sendFailed: 'Mesaj gönderilemedi.',
  required: 'Mesaj boş olamaz.',
  tooLong: (max: number) => `Mesaj en fazla ${formatNumber(max)} karakter olabilir.`,
  you: 'Siz',
  read: 'Okundu',
  sent: 'Gönderildi',
  unread: (n: number) => `${formatNumber(n)} okunmamış`,
  loadFailed: 'Mesajlar yüklenemedi.',
} as const;

export const calendar = {
  title: 'Takvim',
  lead: 'Seanslarınız ve görüntülü görüşmeleriniz. Bir seansı sürükleyerek taşıyabilirsiniz.',
  newSession: 'Yeni seans',
  kinds: { SESSION: 'Seans', CALL: 'Görüşme', APPOINTMENT: 'Randevu' } as Record<string, string>,
  legend: 'Kayıt türleri',
  loadFailed: 'Takvim yüklenemedi.',
  createTitle: 'Seans planla',
  createLead: 'Öğrencinizle bir koçluk seansı planlayın.',
  editTitle: 'Seansı taşı',
  student: 'Öğrenci',
  chooseStudent: 'Öğrenci seçin',
  sessionTitle: 'Başlık',
  defaultTitle: 'Koçluk seansı',
  date: 'Tarih',
  start: 'Başlangıç',
  duration: 'Süre (dakika)',
  agenda: 'Gündem (isteğe bağlı)',
  save: 'Kaydet',
  saving: 'Kaydediliyor…',
  cancel: 'Vazgeç',
  created: 'Seans planlandı.',
  moved: 'Seans taşındı.',
  failed: 'Seans kaydedilemedi.',
  onlySessions: 'Yalnızca seanslar taşınabilir.',
  errors: {
    student: 'Bir öğrenci seçin.',
    title: 'Başlık boş olamaz.',
    date: 'Geçerli bir tarih girin.',
    start: 'Geçerli bir saat girin.',
    duration: 'Süre 15 ile 240 dakika arasında olmalı.',
  },
  noStudents: 'Seans planlamak için önce size öğrenci atanmalı.',
  label: 'Seans takvimi',
  movedOverlapping: 'Seans taşındı; bu saatte başka bir kaydınız da var.',
} as const;

export const student = {
  back: 'Öğrencilerim',
  notFound: 'Öğrenci bulunamadı ya da size bağlı değil.',
  summary: 'Özet',
  lastActivity: 'Son etkinlik',
  assignedAt: 'Atanma tarihi',
  school: 'Okul',
  reasons: 'İlgi nedenleri',
  noReasons: 'Şu an ilgi gerektiren bir durum yok.',
  coachNotes: 'Kendi notlarım',
  coachNotesEmpty: 'Bu öğrenci için henüz notunuz yok.',
  /** The way to the coaching thread with the student (students with an account). */
  messages: 'Mesajlar',
  unreadMessages: (count: number) => `, ${count} okunmamış mesaj`,
  noThread: (firstName: string) =>
    `${firstName} henüz öğrenci uygulamasına katılmadı; öğrenci hesabı açılınca buradan mesajlaşabilirsiniz.`,
} as const;

/** A /dashboard/… path that is no page of the coach panel. */
export const coachNotFound = {
  title: 'Sayfa bulunamadı',
  text: 'Aradığınız koç paneli sayfası yok ya da taşınmış olabilir.',
  home: 'Panele dön',
} as const;
