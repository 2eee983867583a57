import { formatDateTime } from '../lib/format';

/** Every text of the invitation pages and blocks (Turkish). */
export const invitationTexts = {
  optional: 'isteğe bağlı',
  status: {
    SENT: 'Bekliyor',
    ACCEPTED: 'Kabul edildi',
    DECLINED: 'Reddedildi',
    REVOKED: 'Geri alındı',
    EXPIRED: 'Süresi doldu',
  } as Record<string, string>,
  role: { ADVISOR: 'Danışman', COACH: 'Koç', STUDENT: 'Öğrenci', PARENT: 'Veli' } as Record<string, string>,
  revoke: 'Geri al',
  coach: {
    invite: 'Koç davet et',
    dialogTitle: 'Koç davet et',
    dialogLead:
      'Koça bir davet e-postası gönderilir. Koç daveti kabul edip hesabını açtığında (veya mevcut hesabıyla giriş yapıp kabul ettiğinde) ekibinize katılır. Davet 7 gün geçerlidir.',
    email: 'Koçun e-posta adresi',
    studentLimit: 'Öğrenci sınırı',
    studentLimitHint: 'Boş bırakırsanız koçun paketindeki sınır geçerli olur.',
    send: 'Daveti gönder',
    sending: 'Gönderiliyor…',
    sent: (email: string) => `Davet ${email} adresine gönderildi`,
    invitedNamed: (name: string) =>
      `${name} adlı koça davet gönderildi; daveti kabul ettiğinde ekibinize katılır`,
    pendingTitle: 'Davetler',
    none: 'Henüz davet göndermediniz.',
    revoked: 'Davet geri alındı',
    expires: (iso: string) => `Son geçerlilik: ${formatDateTime(iso)}`,
  },
  advisor: {
    invite: 'Danışman davet et',
    dialogTitle: 'Danışman davet et',
    dialogLead:
      'Kurumunuza yeni bir danışman davet edin. Davet edilen kişi daveti kabul edip hesabını açtığında kurumunuza katılır ve kendi koç ekibini kurar. Davet 7 gün geçerlidir.',
    email: 'Danışmanın e-posta adresi',
    send: 'Daveti gönder',
    sent: (email: string) => `Danışman daveti ${email} adresine gönderildi`,
    role: 'Danışman daveti',
  },
  student: {
    title: 'Davetler',
    lead: 'Öğrenciyi ve velilerini Pusula’ya davet edin: e-posta bağlantısıyla ya da tek kullanımlık eşleştirme koduyla (7 gün geçerli).',
    inviteStudent: 'Öğrenciyi davet et',
    inviteParent: 'Veli davet et',
    email: 'E-posta adresi',
    emailHint: 'İsteğe bağlı: boş bırakırsanız yalnızca eşleştirme kodu verilir.',
    send: 'Davet oluştur',
    sending: 'Oluşturuluyor…',
    codeTitle: 'Eşleştirme kodu',
    codeLead:
      'Bu kod yalnızca şimdi gösterilir. Kişi pusula adresindeki /davet sayfasında bu kodu girerek hesabını açar. Kod bir kez ve 7 gün içinde kullanılabilir.',
    copy: 'Kodu kopyala',
    copied: 'Kopyalandı',
    close: 'Tamam',
    none: 'Bu öğrenci için davet yok.',
    byEmail: (email: string) => `E-posta: ${email}`,
    byCode: 'Eşleştirme koduyla',
  },
  accept: {
    eyebrow: 'Davet',
    title: 'Pusula’ya davet edildiniz',
    checking: 'Davet kontrol ediliyor…',
    who: (inviter: string, organisation: string | null) =>
      organisation ? `${inviter} (${organisation}) sizi davet ediyor.` : `${inviter} sizi davet ediyor.`,
    as: {
      ADVISOR: 'Kuruma danışman olarak katılmanız isteniyor: kendi koç ekibinizi kurarsınız.',
      COACH: 'Ekibe koç olarak katılmanız isteniyor.',
      STUDENT: (name: string | null) => `${name ?? 'Öğrenci'} olarak öğrenci hesabınızı açabilirsiniz.`,
      PARENT: (name: string | null) =>
        name
          ? `${name} adlı öğrencinin velisi olarak katılmanız isteniyor.`
          : 'Veli olarak katılmanız isteniyor.',
    },
    forEmail: (email: string) => `Davet ${email} adresi için.`,
    signedInAs: (name: string, email: string) => `${name} (${email}) olarak giriş yaptınız.`,
    acceptSignedIn: 'Daveti kabul et',
    decline: 'Daveti reddet',
    declined: 'Daveti reddettiniz. Hiçbir hesap açılmadı.',
    signUpLead: 'Daveti kabul etmek için hesabınızı oluşturun:',
    haveAccount: 'Zaten bir Pusula hesabınız var mı? Önce giriş yapın, sonra bu bağlantıyı tekrar açın.',
    login: 'Giriş yap',
    firstName: 'Ad',
    lastName: 'Soyad',
    email: 'E-posta adresi',
    password: 'Şifre',
    passwordHint: 'En az 8 karakter.',
    kvkk: 'KVKK aydınlatma metnini okudum ve kişisel verilerimin işlenmesini onaylıyorum.',
    submit: 'Hesabı oluştur ve katıl',
    submitting: 'Katılıyorsunuz…',
    failed: 'Davet kabul edilemedi. Lütfen tekrar deneyin.',
    students: {
      legend: (count: number) => `Size atanmış ${count} öğrenci var. Onlar ne olsun?`,
      bring: (count: number) =>
        `${count} öğrencim benimle gelsin: kayıtları, notları ve velileriyle birlikte yeni ekibe geçerler.`,
      leave: 'Öğrencilerim şimdiki ekibimde kalsın: danışmanım onları başka bir koça atar.',
      mustBring: (count: number) =>
        `Bağımsız koçluğunuzdaki ${count} öğrenci, kayıtları ve velileriyle birlikte sizinle yeni ekibe geçer.`,
    },
    invalid: 'Bu davet bağlantısı geçersiz.',
  },
  code: {
    title: 'Eşleştirme kodu ile katıl',
    lead: 'Koçunuzun ya da danışmanınızın verdiği 8 karakterlik kodu girin.',
    label: 'Eşleştirme kodu',
    submit: 'Devam et',
    checking: 'Kontrol ediliyor…',
  },
  home: {
    loginTitle: 'Öğrenci girişi',
  },
};
