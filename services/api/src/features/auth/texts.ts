/** Turkish answers of e-mail verification. */
export const authTexts = {
  verificationMailSent: (email: string) =>
    `Doğrulama bağlantısı ${email} adresine gönderildi. Gelen kutunuzu (ve gereksiz klasörünü) kontrol edin.`,
  tooManyVerificationMails: (seconds: number) =>
    `Çok fazla doğrulama e-postası istendi. Lütfen ${Math.max(1, Math.ceil(seconds / 60))} dakika sonra tekrar deneyin.`,
} as const;
