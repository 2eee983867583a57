import { CalendarDays, ClipboardList, type LucideIcon, MessageCircle, Sun, Timer } from 'lucide-react';
import { studentTexts as m } from './texts';

export interface StudentTab {
  to: '/ogrenci' | '/ogrenci/hafta' | '/ogrenci/denemeler' | '/ogrenci/mesajlar' | '/odaklan';
  label: string;
  icon: LucideIcon;
  /** Active only on this very path (the home tab would otherwise stay lit on every page). */
  exact?: boolean;
}

/**
 * The student app's bottom tabs, in order. A new page adds one entry here; the bar shares its width among
 * them (five still fit a 390 px phone).
 */
export const STUDENT_TABS: readonly StudentTab[] = [
  { to: '/ogrenci', label: m.nav.today, icon: Sun, exact: true },
  { to: '/ogrenci/hafta', label: m.nav.week, icon: CalendarDays },
  { to: '/ogrenci/denemeler', label: m.nav.exams, icon: ClipboardList },
  { to: '/ogrenci/mesajlar', label: m.nav.messages, icon: MessageCircle },
  { to: '/odaklan', label: m.nav.focus, icon: Timer },
];
