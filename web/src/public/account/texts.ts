export const accountTexts = {
  hero: {
    eyebrow: 'Hesap İşlemleri',
    title: 'Şifre sıfırlama ve hesap silme',
    lead: 'Şifrenizi unuttuysanız ya da hesabınızın ve verilerinizin silinmesini istiyorsanız aşağıdaki formları kullanın.',
  },
  email: 'Hesabınızdaki e-posta adresi',
  reset: {
    heading: 'Şifre sıfırlama',
    text: 'E-posta adresinizi yazın; hesabınız varsa şifre sıfırlama bağlantısı bu adrese gönderilir. Bağlantı 1 saat geçerlidir.',
    submit: 'Sıfırlama bağlantısı iste',
    success:
      'Talebiniz alındı. Bu adrese kayıtlı bir hesap varsa birkaç dakika içinde e-posta alacaksınız. Gelen kutunuzda yoksa istenmeyen klasörünü de kontrol edin.',
  },
  deletion: {
    heading: 'Hesap ve veri silme',
    text: 'Hesabınız ve kişisel verileriniz, kimliğiniz doğrulandıktan sonra yasal saklama yükümlülükleri dışında en geç 30 gün içinde silinir. Bu işlem geri alınamaz.',
    reason: 'Ayrılma nedeniniz',
    reasonHint: 'Bizi geliştirmemize yardımcı olur',
    optional: 'isteğe bağlı',
    submit: 'Silme talebi gönder',
    success:
      'Silme talebiniz alındı. Kimliğinizi doğrulamak için hesabınızdaki e-posta adresine bir onay bağlantısı gönderdik.',
  },
  submitting: 'Gönderiliyor…',
  failed: 'Talebiniz gönderilemedi. Lütfen biraz sonra tekrar deneyin.',
  again: 'Yeni talep oluştur',
} as const;
