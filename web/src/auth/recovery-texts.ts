/** Turkish text of "Şifremi unuttum", the reset page and the password change. */
export const recoveryTexts = {
  /** The new password's two fields, on the reset and the change page alike. */
  newPassword: {
    label: 'Yeni şifre',
    confirm: 'Yeni şifre (tekrar)',
    mismatch: 'Şifreler birbiriyle aynı değil',
  },
  forgot: {
    eyebrow: 'Şifremi unuttum',
    title: 'Şifrenizi sıfırlayın',
    lead: 'Hesabınızın e-posta adresini yazın; size yeni şifrenizi belirleyebileceğiniz, 1 saat geçerli bir bağlantı gönderelim.',
    email: 'E-posta',
    submit: 'Sıfırlama bağlantısı gönder',
    submitting: 'Gönderiliyor…',
    failed: 'İstek gönderilemedi. Lütfen biraz sonra tekrar deneyin.',
    backToLogin: 'Giriş sayfasına dön',
  },
  reset: {
    eyebrow: 'Şifre sıfırlama',
    title: 'Yeni şifrenizi belirleyin',
    lead: 'Yeni şifreniz en az 8 karakter olmalı. Kaydettiğinizde tüm cihazlardaki oturumlarınız kapanır.',
    checking: 'Bağlantı kontrol ediliyor…',
    submit: 'Yeni şifremi kaydet',
    submitting: 'Kaydediliyor…',
    done: 'Şifreniz değiştirildi. Yeni şifrenizle giriş yapabilirsiniz.',
    login: 'Giriş yap',
    again: 'Yeni bir bağlantı isteyin',
    noToken: 'Bu şifre sıfırlama bağlantısı geçersiz',
    failed: 'Şifre kaydedilemedi. Lütfen biraz sonra tekrar deneyin.',
  },
  change: {
    eyebrow: 'Hesabım',
    title: 'Şifremi değiştir',
    lead: 'Şifrenizi değiştirdiğinizde tüm cihazlardaki oturumlarınız kapanır ve yeni şifrenizle yeniden giriş yaparsınız.',
    required:
      'Hesabınız yönetici tarafından geçici bir şifreyle açıldı. Devam etmeden önce kendi şifrenizi belirleyin.',
    current: 'Mevcut şifre',
    currentRequired: 'Geçici şifre',
    submit: 'Şifremi değiştir',
    submitting: 'Değiştiriliyor…',
    failed: 'Şifre değiştirilemedi. Lütfen biraz sonra tekrar deneyin.',
    cancel: 'Vazgeç',
  },
  changedNotice: 'Şifreniz değiştirildi. Yeni şifrenizle giriş yapın.',
  menuItem: 'Şifremi değiştir',
} as const;
