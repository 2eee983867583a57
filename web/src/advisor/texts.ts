import { uiTexts } from '../design/portal-ui/texts';
import { formatNumber } from '../lib/format';
import { recordTexts } from '../student-record/texts';

/**
 * The texts of the advisor portal (Turkish); pages import their section, nothing is written inline. The
 * student record's are in src/student-record/texts, the theme demo's beside it in theme-demo/.
 */

export const common = {
  ...uiTexts,
  appName: 'Pusula',
  portal: 'Danışman Paneli',
  saved: 'Değişiklikler kaydedildi.',
  search: 'Ara',
  all: 'Tümü',
  unknownError: 'Beklenmeyen bir hata oluştu.',
  resultCount: (n: number) => `${formatNumber(n)} sonuç`,
  notAssigned: 'Atanmadı',
  backTo: (where: string) => `${where} sayfasına dön`,
  skipToContent: 'İçeriğe geç',
  showTable: 'Verileri tablo olarak göster',
  noData: 'Gösterilecek veri yok.',
} as const;

export const nav = {
  label: 'Danışman menüsü',
  open: 'Menüyü aç',
  close: 'Menüyü kapat',
  dashboard: 'Genel Bakış',
  coaches: 'Koçlar',
  students: 'Öğrenciler',
  messages: 'Mesajlar',
  analytics: 'Analizler',
  calendar: 'Takvim',
  videoConference: 'Görüntülü Görüşme',
  videoHistory: 'Görüşme Geçmişi',
  programPackages: 'Program Paketleri',
  events: 'Etkinlikler',
  profile: 'Profil',
  attentionRules: 'Dikkat Eşikleri',
  themeDemo: 'Tema Örneği',
  account: 'Hesap menüsü',
  logout: 'Çıkış yap',
  loggingOut: 'Çıkış yapılıyor…',
} as const;

export const dashboard = {
  title: 'Genel Bakış',
  greeting: (name: string) => `Hoş geldiniz, ${name}`,
  lead: 'Koç ekibinizin ve öğrencilerinizin bu haftaki durumu.',
  figures: 'Bu haftanın özeti',
  coaches: 'Koçlar',
  coachCapacity: (count: number, max: number) => `${formatNumber(count)} / ${formatNumber(max)} koç`,
  students: 'Öğrenciler',
  unassigned: 'Koçu olmayan öğrenci',
  notesThisWeek: 'Bu hafta gönderilen not',
  repliesThisWeek: 'Bu hafta gelen yanıt',
  unansweredNotes: 'Yanıt bekleyen not',
  callsThisWeek: 'Bu haftaki görüşme',
  attention: 'İlgi bekleyen öğrenciler',
  attentionEmpty: 'Şu an ilgi bekleyen öğrenci yok. Harika!',
  attentionFailed: 'Dikkat listesi yüklenemedi; yalnızca koçu olmayan öğrenciler gösteriliyor.',
  coachOf: (name: string) => `Koçu: ${name}`,
  open: 'Öğrenciyi aç',
  assign: 'Koç ata',
  quickLinks: 'Hızlı erişim',
} as const;

export const coaches = {
  title: 'Koçlar',
  lead: 'Ekibinizdeki koçlar, öğrenci yükleri ve son etkinlikleri.',
  searchLabel: 'Koç ara',
  searchPlaceholder: 'Ad, soyad veya e-posta',
  capacity: (count: number, max: number) => `Kapasite: ${formatNumber(count)} / ${formatNumber(max)} koç`,
  capacityFull: 'Koç kapasiteniz dolu.',
  add: 'Uygun koçlar',
  addTitle: 'Uygun bir koçu davet et',
  addLead:
    'Henüz bir danışmana bağlı olmayan koçlar listelenir. Seçtiğiniz koça davet gönderilir; daveti kabul ettiğinde ekibinize katılır.',
  addSearch: 'Uygun koçlarda ara',
  addOne: 'Davet et',
  addOneNamed: (name: string) => `${name} adlı koçu davet et`,
  adding: 'Gönderiliyor…',
  addFailed: 'Davet gönderilemedi.',
  noneAvailable: 'Şu an davet edilebilecek uygun koç yok.',
  empty: 'Ekibinizde henüz koç yok. “Koç davet et” ile başlayın.',
  noMatch: 'Aramanızla eşleşen koç yok.',
  students: 'Öğrenci',
  studentLoad: (count: number, limit: number) => `${formatNumber(count)} / ${formatNumber(limit)} öğrenci`,
  package: 'Paket',
  lastActivity: 'Son etkinlik',
  never: 'Henüz yok',
  email: 'E-posta',
  phone: 'Telefon',
  detail: 'Ayrıntılar',
  name: 'Koç',
  inactive: 'Pasif',
} as const;

export const coachDetail = {
  title: 'Koç ayrıntıları',
  back: 'Koçlar',
  tabsLabel: 'Koç bölümleri',
  notFound: 'Koç bulunamadı ya da ekibinizde değil.',
  stats: 'Özet',
  studentCount: 'Öğrenci',
  notesReceived: 'Aldığı not',
  notesRead: 'Okuduğu not',
  notesReplied: 'Yanıtladığı not',
  medianReply: 'Ortanca yanıt süresi',
  calls: 'Görüşme',
  callMinutes: 'Görüşme süresi',
  lastActivity: 'Son etkinlik',
  tabs: {
    students: 'Öğrencileri',
    calendar: 'Takvimi',
    videoLogs: 'Görüşme kayıtları',
    notes: 'Gönderilen notlar',
  },
  studentsEmpty: 'Bu koça atanmış öğrenci yok.',
  writeNote: 'Not yaz',
  writeNoteNamed: (name: string) => `${name} hakkında not yaz`,
  selected: 'Not için seçili',
  calendarWeek: 'Bu hafta ve gelecek hafta',
  calendarEmpty: 'Bu aralıkta takvimde kayıt yok.',
  videoEmpty: 'Bu koçla yapılmış görüntülü görüşme yok.',
  notesEmpty: 'Bu koça henüz not göndermediniz.',
  openCalendar: 'Tam takvimi aç',
  video: {
    started: 'Başlangıç',
    participants: 'Katılanlar',
    status: 'Durum',
    duration: 'Süre',
    endReason: 'Bitiş nedeni',
  },
} as const;

export const studentDetail = {
  back: 'Öğrenciler',
  notFound: 'Öğrenci bulunamadı ya da size bağlı değil.',
} as const;

export const students = {
  title: 'Öğrenciler',
  lead: 'Öğrencilerinizi süzün, koç atayın ve koçlarına not bırakın.',
  searchLabel: 'Öğrenci ara',
  searchPlaceholder: 'Ad veya soyad',
  classLevel: 'Sınıf',
  examTarget: 'Sınav hedefi',
  coach: 'Koç',
  school: 'Okul',
  anyClass: 'Tüm sınıflar',
  anyTarget: 'Tüm hedefler',
  anyCoach: 'Tüm koçlar',
  unassignedOnly: 'Yalnızca koçu olmayanlar',
  unassignedCount: (n: number) => `${formatNumber(n)} öğrencinin koçu yok`,
  classLabel: recordTexts.classLabel,
  empty: 'Bu süzgeçlerle eşleşen öğrenci yok.',
  assign: 'Koç ata',
  change: 'Koçu değiştir',
  assignNamed: (name: string) => `${name} için koç ata`,
  changeNamed: (name: string) => `${name} için koçu değiştir`,
  writeNote: 'Not yaz',
  writeNoteNamed: (name: string) => `${name} hakkında koçuna not yaz`,
  noCoachForNote: 'Not yazmak için önce koç atayın',
  open: 'Aç',
  openNamed: (name: string) => `${name} öğrencisinin ayrıntıları`,
  name: 'Öğrenci',
  actions: 'İşlemler',
  clearFilters: 'Süzgeçleri temizle',
} as const;

export const assign = {
  title: (student: string) => `${student} için koç seçin`,
  lead: 'Her koçun kalan öğrenci kapasitesi gösterilir. Dolu koçlar seçilemez.',
  current: 'Şu anki koç',
  remaining: (n: number) => (n > 0 ? `${formatNumber(n)} yer kaldı` : 'Kapasite dolu'),
  load: (count: number, limit: number) => `${formatNumber(count)} / ${formatNumber(limit)}`,
  confirm: 'Koçu ata',
  confirming: 'Atanıyor…',
  done: (student: string, coach: string) => `${student}, ${coach} adlı koça atandı.`,
  failed: 'Koç atanamadı.',
  noCoaches: 'Ekibinizde koç yok. Önce Koçlar sayfasından koç ekleyin.',
  choose: 'Koç',
} as const;

export const messagesPage = {
  title: 'Mesajlar',
  lead: 'Koçlarınızla ve öğrencilerinizle yazışmalarınız.',
  conversations: 'Konuşmalar',
  newConversation: 'Yeni konuşma',
  contacts: 'Kişiler',
  coaches: 'Koçlar',
  students: 'Öğrenciler',
  empty: 'Henüz mesajlaşmanız yok. Soldan bir kişi seçin.',
  choose: 'Bir konuşma seçin.',
  thread: (name: string) => `${name} ile mesajlar`,
  threadEmpty: 'Henüz mesaj yok. İlk mesajı siz yazın.',
  compose: 'Mesajınız',
  composePlaceholder: 'Mesaj yazın…',
  send: 'Gönder',
  sending: 'Gönderiliyor…',
  sendFailed: 'Mesaj gönderilemedi.',
  you: 'Siz',
  unread: (n: number) => `${formatNumber(n)} okunmamış`,
  backToList: 'Konuşmalara dön',
  coachTag: 'Koç',
  studentTag: 'Öğrenci',
  read: 'Okundu',
  searchContacts: 'Kişi ara',
} as const;

export const analytics = {
  title: 'Analizler',
  lead: 'Ekibinizin yükü, not trafiği, yanıt süreleri ve görüşmeler.',
  studentsPerCoach: 'Koç başına öğrenci',
  studentsPerCoachLead: 'Her koçun öğrenci sayısı ve paket sınırı.',
  notesPerWeek: 'Haftalık notlar ve yanıtlar',
  notesPerWeekLead: 'Son 8 haftada gönderdiğiniz notlar ve gelen yanıtlar.',
  replyTimes: 'Yanıt süreleri',
  replyTimesLead: 'Koçların notlarınıza ortanca yanıt süresi.',
  calls: 'Görüntülü görüşmeler',
  callsLead: 'Son 8 haftada yapılan görüşmeler.',
  students: 'Öğrenci',
  limit: 'Sınır',
  notes: 'Not',
  replies: 'Yanıt',
  minutes: 'Dakika',
  callCount: 'Görüşme',
  week: 'Hafta',
  coach: 'Koç',
  weekOf: (d: string) => `${d} haftası`,
  noReplies: 'Henüz yanıt yok',
  median: 'Ortanca',
  average: 'Ortalama',
} as const;

export const calendar = {
  title: 'Takvim',
  lead: 'Koçlarınızın seansları, görüşmeleri ve randevuları.',
  coach: 'Koç',
  chooseCoach: 'Koç seçin',
  noCoaches: 'Takvimini görebileceğiniz bir koç yok.',
  empty: 'Bu aralıkta kayıt yok.',
  kinds: { SESSION: 'Seans', CALL: 'Görüşme', APPOINTMENT: 'Randevu' } as Record<string, string>,
  entries: (n: string) => `Bu aralıkta ${n} kayıt var.`,
  legend: 'Kayıt türleri',
} as const;

export const packagesPage = {
  title: 'Program Paketleri',
  lead: 'Koç paketleri ve ekibinizin bu paketlere göre doluluğu.',
  coachPackages: 'Koç paketleri',
  advisorPackages: 'Danışman paketleri',
  perMonth: 'aylık',
  students: (n: number) => `${formatNumber(n)} öğrenciye kadar`,
  coachesLimit: (n: number) => `${formatNumber(n)} koça kadar`,
  yourCoaches: 'Bu paketteki koçlarınız',
  none: 'Bu pakette koçunuz yok.',
  recommended: 'Önerilen',
  yourCapacity: 'Sizin kapasiteniz',
  current: 'Sizin paketiniz',
  capacity: (count: number, max: number) => `${formatNumber(count)} / ${formatNumber(max)} koç`,
  load: (count: number, limit: number) => `${formatNumber(count)} / ${formatNumber(limit)} öğrenci`,
} as const;

export const eventsPage = {
  title: 'Etkinlikler',
  lead: 'Ekibinizde olan her şey: eklenen koçlar, atanan öğrenciler ve daha fazlası.',
  empty: 'Henüz kayıtlı bir etkinlik yok.',
  by: (who: string) => `İşlemi yapan: ${who}`,
  change: (from: string, to: string) => `${from} → ${to}`,
  filter: 'Etkinlik türü',
  groups: { all: 'Tümü', team: 'Ekip', assignments: 'Öğrenci ve atamalar', notes: 'Notlar' },
  someone: 'Bilinmeyen kişi',
  noteSent: (coach: string, student: string, priority: string) =>
    `${coach} adlı koça ${student} hakkında not gönderildi (${priority} öncelik)`,
  noteRead: (coach: string, student: string) => `${coach}, ${student} hakkındaki notu okudu`,
  noteReplied: (coach: string, student: string) => `${coach}, ${student} hakkındaki notu yanıtladı`,
} as const;

export const profile = {
  title: 'Profil',
  lead: 'Koçlarınızın ve öğrencilerinizin sizi tanıması için birkaç soru.',
  account: 'Hesap bilgileri',
  name: 'Ad soyad',
  email: 'E-posta',
  phone: 'Telefon',
  titleField: 'Unvan',
  department: 'Birim',
  specialization: 'Uzmanlık',
  capacity: 'Koç kapasitesi',
  capacityValue: (count: number, max: number) => `${formatNumber(count)} / ${formatNumber(max)} koç`,
  answers: 'Profil soruları',
  loadFailed: 'Profil bilgileri alınamadı',
  saveFailed: 'Profil kaydedilemedi.',
  questions: {
    hakkimda: { label: 'Kendinizi kısaca tanıtın', hint: 'Koçlarınız ve veliler bu metni görür.' },
    deneyim: { label: 'Kaç yıldır danışmanlık yapıyorsunuz?' },
    uzmanlik: { label: 'Uzman olduğunuz sınavlar' },
    gorusmeSaatleri: { label: 'Görüşmeye uygun olduğunuz saatler', hint: 'Örn. Hafta içi 10:00–17:00' },
    iletisim: { label: 'Tercih ettiğiniz iletişim yolu' },
  },
  experienceOptions: ['0–2 yıl', '3–5 yıl', '6–10 yıl', '10 yıldan fazla'],
  examOptions: ['LGS', 'TYT', 'AYT', 'YDT'],
  contactOptions: ['Platform mesajı', 'Görüntülü görüşme', 'Telefon', 'E-posta'],
  choose: 'Seçin',
} as const;

export const notFound = {
  title: 'Sayfa bulunamadı',
  text: 'Aradığınız danışman sayfası yok ya da taşınmış olabilir.',
  home: 'Genel Bakış’a dön',
} as const;

/** The company's attention thresholds (`/advisor/attention-rules`): one line per value on what it does. */
export const attentionRules = {
  title: 'Dikkat Eşikleri',
  lead: 'Dikkat listesinin bir öğrenciyi ne zaman öne çıkaracağını kurumunuz için ayarlayın. Değişiklik kurumunuzun tüm öğrencilerine hemen uygulanır.',
  panel: 'Kurumunuzun eşikleri',
  hints: {
    planCompletionPercent:
      'Haftalık programın geçen günlerinde tamamlanan pay bu yüzdenin altına düşünce öğrenci listeye girer.',
    inactivityDays:
      'Bu kadar gün hiç çalışma kaydı (ilerleme, ödev, deneme, seans) olmazsa öğrenci listeye girer.',
    noMockExamDays: 'Sınav hedefi olan öğrenci bu kadar gün deneme girmezse listeye girer.',
    sessionCloseHours:
      'Seans bittikten bu kadar saat sonra hâlâ „yapıldı" ya da „kaçırıldı" işaretlenmemişse uyarır.',
    netFallSensitivity:
      'Hassas düşüşü daha erken yakalar ama daha sık yanlış alarm verir; temkinli yalnız belirgin düşüşte uyarır.',
  },
  sensitivityLabel: 'Düşen net hassasiyeti',
  sensitivities: {
    HASSAS: 'Hassas — erken uyarır, daha sık yanlış alarm',
    DENGELI: 'Dengeli — platformun önerisi',
    TEMKINLI: 'Temkinli — yalnız belirgin düşüşte',
  },
  defaultValue: (value: string) => `Platform varsayılanı: ${value}`,
  save: 'Kaydet',
  saving: 'Kaydediliyor…',
  saved: 'Eşikler kaydedildi.',
  reset: 'Varsayılana dön',
  resetDone: 'Eşikler platform varsayılanlarına döndü.',
  loadFailed: 'Eşikler yüklenemedi.',
  saveFailed: 'Eşikler kaydedilemedi.',
  changedAt: (at: string) =>
    `Son değişiklik: ${new Intl.DateTimeFormat('tr-TR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Istanbul' }).format(new Date(at))}`,
} as const;
