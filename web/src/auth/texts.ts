export type LoginRole = 'mentor' | 'advisor' | 'parent';

export const authTexts = {
  pages: {
    mentor: {
      eyebrow: 'Mentor Girişi',
      title: 'Tekrar hoş geldiniz',
      lead: 'Öğrencilerinizin bu haftaki durumu sizi bekliyor.',
    },
    advisor: {
      eyebrow: 'Danışman Girişi',
      title: 'Danışman paneline giriş',
      lead: 'Koç ekibinizi, öğrenci atamalarını ve notlarınızı tek yerden yönetin.',
    },
    parent: {
      eyebrow: 'Veli Girişi',
      title: 'Veli paneline giriş',
      lead: 'Çocuğunuzun haftalık programını, deneme sonuçlarını ve koç notlarını görün.',
    },
  } satisfies Record<LoginRole, { eyebrow: string; title: string; lead: string }>,
  email: 'E-posta',
  password: 'Şifre',
  submit: 'Giriş yap',
  submitting: 'Giriş yapılıyor…',
  failed: 'Giriş yapılırken bir hata oluştu',
  forgot: 'Şifremi unuttum',
  toPortal: 'Zaten giriş yaptınız; panelinize yönlendiriliyorsunuz…',
  otherLogins: 'Başka bir hesapla mı giriş yapacaksınız?',
  noAccount: 'Hesabınız yok mu?',
  register: 'Paketleri inceleyip kaydolun',
  parentNoAccount: 'Veli hesabı, çocuğunuzun koçunun gönderdiği davetle açılır.',
  links: { mentor: 'Mentor girişi', advisor: 'Danışman girişi', parent: 'Veli girişi' } satisfies Record<
    LoginRole,
    string
  >,
} as const;
