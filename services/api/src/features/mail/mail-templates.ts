import type { MailTemplate } from '@pusula/contracts';

/** A rendered mail: Turkish, plain text and HTML with the same content. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export const MAIL_SUBJECTS: Record<MailTemplate, string> = {
  PASSWORD_RESET: 'Pusula şifre sıfırlama bağlantınız',
  PASSWORD_CHANGED: 'Pusula şifreniz değiştirildi',
  INVITATION: "Pusula'ya davet edildiniz",
};

/** What an invitation asks the recipient to become, after "… sizi". */
function invitedAs(params: Record<string, string>): string {
  const team = params.organisationName ? `${params.organisationName} bünyesinde ` : '';
  switch (params.role) {
    case 'COACH':
      return `${team}koç olarak`;
    case 'STUDENT':
      return `${team}öğrenci olarak`;
    default:
      return params.studentFirstName
        ? `${team}${params.studentFirstName} adlı öğrencinin velisi olarak`
        : `${team}veli olarak`;
  }
}

const dateTime = new Intl.DateTimeFormat('tr-TR', {
  timeZone: 'Europe/Istanbul',
  dateStyle: 'long',
  timeStyle: 'short',
});
/** "22 Kasım 2026 13:00" in Istanbul time. */
export const formatMailDate = (iso: string) => dateTime.format(new Date(iso));

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

interface Block {
  paragraphs: string[];
  /** A button in HTML, the address on its own line in text. */
  link?: { label: string; url: string };
  after?: string[];
}

function compose(subject: string, greeting: string, block: Block): RenderedMail {
  const text = [
    greeting,
    '',
    ...block.paragraphs.flatMap((p) => [p, '']),
    ...(block.link ? [block.link.url, ''] : []),
    ...(block.after ?? []).flatMap((p) => [p, '']),
    'Pusula',
  ].join('\n');
  const p = (s: string) => `<p style="margin:0 0 16px">${escapeHtml(s)}</p>`;
  const html = `<!doctype html>
<html lang="tr"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f7fb;font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
${p(greeting)}
${block.paragraphs.map(p).join('\n')}
${
  block.link
    ? `<p style="margin:24px 0"><a href="${escapeHtml(block.link.url)}" style="background:#1d4ed8;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(block.link.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#4b5563">Düğme çalışmazsa bu adresi tarayıcınıza yapıştırın:<br><a href="${escapeHtml(block.link.url)}">${escapeHtml(block.link.url)}</a></p>`
    : ''
}
${(block.after ?? []).map(p).join('\n')}
<p style="margin:0">Pusula</p>
</div></body></html>`;
  return { subject, text, html };
}

/**
 * Renders a template. `params` are the event's (first name, dates); `link` is the secret link where the
 * template has one, and the public page to start over where it has not.
 */
export function renderMail(
  template: MailTemplate,
  params: Record<string, string>,
  links: { secret?: string; forgotPassword: string; supportEmail: string },
): RenderedMail {
  const greeting = params.firstName ? `Merhaba ${params.firstName},` : 'Merhaba,';
  switch (template) {
    case 'PASSWORD_RESET': {
      if (!links.secret) throw new Error('a reset mail needs its link');
      const why =
        params.requestedBy === 'admin'
          ? 'Pusula yöneticisi hesabınız için bir şifre sıfırlama bağlantısı gönderdi.'
          : 'Pusula hesabınız için şifre sıfırlama isteği aldık.';
      return compose(MAIL_SUBJECTS.PASSWORD_RESET, greeting, {
        paragraphs: [`${why} Yeni şifrenizi belirlemek için aşağıdaki bağlantıyı açın:`],
        link: { label: 'Yeni şifremi belirle', url: links.secret },
        after: [
          `Bağlantı ${formatMailDate(params.expiresAt ?? new Date().toISOString())} saatine kadar (1 saat) geçerlidir ve yalnızca bir kez kullanılabilir. Yeni şifrenizi belirlediğinizde tüm cihazlardaki oturumlarınız kapanır.`,
          'Bu isteği siz yapmadıysanız bu e-postayı yok sayabilirsiniz; şifreniz değişmez.',
        ],
      });
    }
    case 'PASSWORD_CHANGED':
      return compose(MAIL_SUBJECTS.PASSWORD_CHANGED, greeting, {
        paragraphs: [
          `Pusula hesabınızın şifresi ${formatMailDate(params.changedAt ?? new Date().toISOString())} tarihinde değiştirildi ve tüm cihazlardaki oturumlarınız kapatıldı.`,
          'Bu değişikliği siz yaptıysanız başka bir şey yapmanıza gerek yok.',
          `Bu değişikliği siz yapmadıysanız hemen yeni bir şifre sıfırlama bağlantısı isteyin ve ${links.supportEmail} adresinden bize yazın:`,
        ],
        link: { label: 'Şifremi sıfırla', url: links.forgotPassword },
      });
    case 'INVITATION': {
      if (!links.secret) throw new Error('an invitation mail needs its link');
      const inviter = params.inviterName || 'Pusula';
      return compose(MAIL_SUBJECTS.INVITATION, greeting, {
        paragraphs: [
          `${inviter} sizi ${invitedAs(params)} Pusula'ya davet etti. Daveti kabul etmek (veya reddetmek) için aşağıdaki bağlantıyı açın:`,
        ],
        link: { label: 'Daveti görüntüle', url: links.secret },
        after: [
          `Davet ${formatMailDate(params.expiresAt ?? new Date().toISOString())} tarihine kadar (7 gün) geçerlidir ve yalnızca bir kez kullanılabilir.`,
          'Bu daveti beklemiyorsanız bu e-postayı yok sayabilirsiniz; siz kabul etmedikçe hiçbir hesap açılmaz.',
        ],
      });
    }
  }
}
