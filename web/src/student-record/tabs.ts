import { recordTexts as t } from './texts';

/** The ten tabs of a student's page (spec §2), as they appear in the URL (`?tab=`). */
export const STUDENT_TABS = [
  'genel-bakis',
  'kisisel-bilgiler',
  'haftalik-program',
  'hedef-programi',
  'seanslar',
  'sinavlar',
  'odevler',
  'yazililar',
  'kaynaklar',
  'notlar',
] as const;
export type StudentTab = (typeof STUDENT_TABS)[number];

export const isStudentTab = (tab: string | undefined): tab is StudentTab =>
  tab !== undefined && (STUDENT_TABS as readonly string[]).includes(tab);

/** The tab shown for the URL's `tab`: an unknown or missing one shows the overview. */
export const activeTab = (tab: string | undefined): StudentTab => (isStudentTab(tab) ? tab : 'genel-bakis');

/**
 * The page's label (spec §2): the tab's name for the ten tabs and for none given, "Öğrenci Detayı" for
 * any other tab and for a path below the student's page that is none of them (`otherPage`).
 */
export function recordPageLabel(tab: string | undefined, otherPage = false): string {
  if (otherPage) return t.label;
  if (tab === undefined) return t.tabs['genel-bakis'];
  return isStudentTab(tab) ? t.tabs[tab] : t.label;
}
