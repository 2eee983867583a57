import { chromeTexts as m } from '../../public/texts';

/** Header links of spec §2 in their order; "Paketler" is the registration page with its package list. */
export const HEADER_LINKS = [
  { to: '/takip-yukunu-azalt', label: m.nav.reduceLoad },
  { to: '/odaklan', label: m.nav.focus },
  { to: '/neden-pusula', label: m.nav.why },
  { to: '/auth/register', label: m.nav.packages },
  { to: '/sss', label: m.nav.faq },
  { to: '/hakkimizda', label: m.nav.about },
  { to: '/blog', label: m.nav.blog },
] as const;

export const LOGIN_LINKS = [
  { to: '/auth/login', label: m.login.mentor, hint: m.login.mentorHint },
  { to: '/advisor/', label: m.login.advisor, hint: m.login.advisorHint },
  { to: '/parent/login', label: m.login.parent, hint: m.login.parentHint },
  { to: '/ogrenci/giris', label: m.login.student, hint: m.login.studentHint },
] as const;

export const REGISTER_LINKS = [
  { category: 'mentor', label: m.register.mentor, hint: m.register.mentorHint },
  { category: 'danisman', label: m.register.advisor, hint: m.register.advisorHint },
] as const;
