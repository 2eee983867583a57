/** The invitation use cases' Turkish messages (the decider's own are in @pusula/domain). */
export const INVITATION_TEXTS = {
  codeAttempts: (seconds: number) =>
    `Çok fazla eşleştirme kodu denemesi yapıldı. Lütfen ${Math.max(1, Math.ceil(seconds / 60))} dakika sonra tekrar deneyin.`,
  codeUnknown: 'Bu eşleştirme kodu geçersiz veya süresi dolmuş',
  alreadyInTeam: 'Bu koç zaten ekibinizde',
  alreadyInCompany: 'Bu danışman zaten kurumunuzda',
  notACompany: 'Danışman yalnızca bir koçluk kurumuna davet edilebilir',
  advisorHasTeam:
    'Şu anki ekibinizde koç veya öğrenci var: başka bir kuruma katılmadan önce onları başka bir danışmana devredin.',
  teamFull:
    'Davet eden danışmanın ekibi şu anda dolu; daveti şimdi kabul edemezsiniz. Danışmanınızla iletişime geçin.',
  studentHasAccount: 'Bu öğrencinin zaten bir öğrenci hesabı var',
  signInToAccept:
    'Bu e-posta adresiyle zaten bir Pusula hesabı var. Daveti kabul etmek için önce bu hesapla giriş yapın.',
  detailsRequired: 'Hesap oluşturmak için ad, soyad, şifre ve KVKK onayı gerekli',
  emailRequired: 'E-posta adresi gerekli',
  chooseStudents:
    'Size atanmış öğrenciler var: daveti kabul ederken öğrencilerinizin sizinle gelip gelmeyeceğini seçin.',
  mustBringStudents:
    'Bağımsız koçluğunuzdaki öğrenciler sizinle birlikte gelir; onları bırakarak başka bir kuruma katılamazsınız.',
} as const;
