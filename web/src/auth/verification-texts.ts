/** Turkish text of e-mail verification: the page the mail links to, and the portals' banner. */
export const verificationTexts = {
  page: {
    eyebrow: 'E-posta doğrulama',
    title: 'E-posta adresinizi doğrulayın',
    checking: 'Bağlantı kontrol ediliyor…',
    done: (email: string) => `${email} adresi doğrulandı. Teşekkür ederiz!`,
    noToken: 'Bu doğrulama bağlantısı geçersiz',
    failed: 'E-posta adresiniz doğrulanamadı. Lütfen biraz sonra tekrar deneyin.',
    again: 'Yeni bir bağlantı için giriş yapıp paneldeki „Tekrar gönder" düğmesini kullanın.',
    toPortal: 'Panelime git',
    toLogin: 'Giriş yap',
  },
  banner: {
    label: 'E-posta doğrulama',
    title: 'E-posta adresinizi doğrulayın',
    text: (email: string) => `${email} adresine gönderdiğimiz bağlantıyı açın.`,
    resend: 'Tekrar gönder',
    resending: 'Gönderiliyor…',
    failed: 'Doğrulama e-postası gönderilemedi. Lütfen biraz sonra tekrar deneyin.',
  },
} as const;
