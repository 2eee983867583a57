/** Turkish text of the session (log lines included, so support reads the same words users see). */
export const sessionTexts = {
  loading: 'Oturum yükleniyor…',
  redirecting: 'Giriş sayfasına yönlendiriliyorsunuz…',
  corrupt: 'Kayıtlı oturum bilgisi okunamadı; oturum temizlendi',
  storageFailed: 'Tarayıcı deposuna erişilemedi',
  cleanupFailed: 'Oturum kapatılırken bir temizlik adımı başarısız oldu',
  loginFailed: 'Giriş yapılırken bir hata oluştu',
  logoutFailed: 'Sunucuda oturum kapatılamadı; yerel oturum yine de temizlendi',
  expired: 'Oturumunuzun süresi doldu. Lütfen yeniden giriş yapın.',
  logout: 'Çıkış yap',
  loggingOut: 'Çıkış yapılıyor…',
} as const;
