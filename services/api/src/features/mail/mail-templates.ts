import { addDays, type MailTemplate, weekStartDate } from '@pusula/contracts';

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
  EMAIL_VERIFICATION: 'Pusula e-posta adresinizi doğrulayın',
  PARENT_WEEKLY_SUMMARY: 'Pusula haftalık özet',
};

/** The subject of a mail: the template's, with the week for a weekly summary. */
export function mailSubject(template: MailTemplate, params: Record<string, string>): string {
  if (template === 'PARENT_WEEKLY_SUMMARY' && params.week)
    return `${MAIL_SUBJECTS.PARENT_WEEKLY_SUMMARY}: ${weekLabel(params.week)}`;
  return MAIL_SUBJECTS[template];
}

const dayRange = new Intl.DateTimeFormat('tr-TR', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const shortDay = new Intl.DateTimeFormat('tr-TR', { timeZone: 'UTC', day: 'numeric', month: 'long' });
/** "23–29 Kasım 2026": Monday to Sunday of an ISO week. */
export function weekLabel(week: string): string {
  const monday = weekStartDate(week);
  return dayRange.formatRange(new Date(`${monday}T00:00:00Z`), new Date(`${addDays(monday, 6)}T00:00:00Z`));
}
const decimal = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 2 });
const percent = new Intl.NumberFormat('tr-TR', { style: 'percent', maximumFractionDigits: 0 });

/**
 * One child's week in the weekly parent summary (`children` of its params, as JSON): the child's first
 * name and a few figures, nothing more.
 */
export interface SummaryChild {
  firstName: string;
  planCompletion: number | null;
  plannedBlocks: number;
  exams: number;
  latestExam: { name: string; takenOn: string; totalNet: number } | null;
  homeworkDone: number;
  homeworkTotal: number;
}

function childLines(c: SummaryChild): string[] {
  const plan =
    c.planCompletion === null || c.plannedBlocks === 0
      ? 'Haftalık program: bu hafta için plan yok'
      : `Haftalık program: ${percent.format(c.planCompletion)} tamamlandı (${c.plannedBlocks} çalışma bloğu)`;
  const latest = c.latestExam
    ? `son net ${decimal.format(c.latestExam.totalNet)} (${c.latestExam.name}, ${shortDay.format(new Date(`${c.latestExam.takenOn}T00:00:00Z`))})`
    : 'henüz deneme sonucu yok';
  const exams = `Denemeler: bu hafta ${c.exams === 0 ? 'deneme yok' : `${c.exams} deneme`}; ${latest}`;
  const homework =
    c.homeworkTotal === 0
      ? 'Ödevler: bu hafta teslim edilecek ödev yok'
      : `Ödevler: ${c.homeworkDone}/${c.homeworkTotal} tamamlandı`;
  return [plan, exams, homework];
}

/** What an invitation asks the recipient to become, after "… sizi". */
function invitedAs(params: Record<string, string>): string {
  const team = params.organisationName ? `${params.organisationName} bünyesinde ` : '';
  switch (params.role) {
    case 'ADVISOR':
      return `${team}danışman olarak`;
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
  /** Headed lists (a weekly summary's children): a heading and its lines. */
  sections?: { title: string; lines: string[] }[];
  /** Paragraphs between the sections and the link. */
  beforeLink?: string[];
  /** A button in HTML, the address on its own line in text. */
  link?: { label: string; url: string };
  after?: string[];
  /** Small print under the signature with its own link (the opt-out of a weekly summary). */
  footer?: { text: string; label: string; url: string };
}

function compose(subject: string, greeting: string, block: Block): RenderedMail {
  const text = [
    greeting,
    '',
    ...block.paragraphs.flatMap((p) => [p, '']),
    ...(block.sections ?? []).flatMap((s) => [s.title, ...s.lines.map((l) => `- ${l}`), '']),
    ...(block.beforeLink ?? []).flatMap((p) => [p, '']),
    ...(block.link ? [block.link.url, ''] : []),
    ...(block.after ?? []).flatMap((p) => [p, '']),
    'Pusula',
    ...(block.footer ? ['', `${block.footer.text} ${block.footer.url}`] : []),
  ].join('\n');
  const p = (s: string) => `<p style="margin:0 0 16px">${escapeHtml(s)}</p>`;
  const html = `<!doctype html>
<html lang="tr"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f7fb;font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
${p(greeting)}
${block.paragraphs.map(p).join('\n')}
${(block.sections ?? [])
  .map(
    (s) =>
      `<h2 style="margin:16px 0 8px;font-size:16px">${escapeHtml(s.title)}</h2>\n<ul style="margin:0 0 16px;padding-left:20px">${s.lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`,
  )
  .join('\n')}
${(block.beforeLink ?? []).map(p).join('\n')}
${
  block.link
    ? `<p style="margin:24px 0"><a href="${escapeHtml(block.link.url)}" style="background:#1d4ed8;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(block.link.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#4b5563">Düğme çalışmazsa bu adresi tarayıcınıza yapıştırın:<br><a href="${escapeHtml(block.link.url)}">${escapeHtml(block.link.url)}</a></p>`
    : ''
}
${(block.after ?? []).map(p).join('\n')}
<p style="margin:0">Pusula</p>
${
  block.footer
    ? `<p style="margin:24px 0 0;font-size:12px;color:#6b7280">${escapeHtml(block.footer.text)} <a href="${escapeHtml(block.footer.url)}" style="color:#4b5563">${escapeHtml(block.footer.label)}</a></p>`
    : ''
}
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
  links: {
    secret?: string;
    forgotPassword: string;
    supportEmail: string;
    /** The parent portal, for a weekly summary. */
    parentPortal?: string;
    /** The opt-out page of a weekly summary (a signed link, made when the mail is rendered). */
    preferences?: string;
  },
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
    case 'EMAIL_VERIFICATION': {
      if (!links.secret) throw new Error('a verification mail needs its link');
      return compose(MAIL_SUBJECTS.EMAIL_VERIFICATION, greeting, {
        paragraphs: [
          'Pusula hesabınızı oluşturduğunuz için teşekkür ederiz. Bu e-posta adresinin size ait olduğunu doğrulamak için aşağıdaki bağlantıyı açın:',
        ],
        link: { label: 'E-posta adresimi doğrula', url: links.secret },
        after: [
          `Bağlantı ${formatMailDate(params.expiresAt ?? new Date().toISOString())} tarihine kadar (7 gün) geçerlidir ve yalnızca bir kez kullanılabilir. Süresi dolarsa panelinizdeki „Tekrar gönder" ile yenisini isteyebilirsiniz.`,
          'Bu hesabı siz oluşturmadıysanız bu e-postayı yok sayabilirsiniz.',
        ],
      });
    }
    case 'PARENT_WEEKLY_SUMMARY': {
      if (!links.preferences) throw new Error('a weekly summary needs its opt-out link');
      const children = JSON.parse(params.children ?? '[]') as SummaryChild[];
      const week = params.week ? weekLabel(params.week) : '';
      return compose(mailSubject('PARENT_WEEKLY_SUMMARY', params), greeting, {
        paragraphs: [`${week} haftasında çocuklarınızın Pusula'daki çalışmalarının kısa özeti:`],
        sections: children.map((c) => ({ title: c.firstName, lines: childLines(c) })),
        ...(links.parentPortal ? { link: { label: 'Veli panelini aç', url: links.parentPortal } } : {}),
        beforeLink: ['Ayrıntıları, koçun notlarını ve seans raporlarını veli panelinde bulabilirsiniz:'],
        footer: {
          text: 'Bu haftalık özeti almak istemiyorsanız e-posta tercihlerinizi buradan değiştirebilirsiniz:',
          label: 'E-posta tercihleri',
          url: links.preferences,
        },
      });
    }
  }
}
