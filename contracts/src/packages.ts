import { ADVISOR_MAX_COACH_LIMIT_DEFAULT } from './constants';

/**
 * Days of the free trial a registration starts; the package's limits hold during it, and nothing new is
 * added after it. There is no payment provider: after the trial, payment is arranged by invoice
 * (havale/EFT) once the customer contacts us. The site states the trial with this.
 */
export const TRIAL_DAYS = 14;

/** A subscription package: coaches buy student capacity, advisors buy coach capacity. Prices in TRY a month. */
export interface CoachPackage {
  id: string;
  kind: 'COACH';
  name: string;
  /** One line on who the package is for. */
  summary: string;
  /** The package the site suggests first. */
  recommended?: boolean;
  studentLimit: number;
  monthlyPriceTry: number;
  features: string[];
}

export interface AdvisorPackage {
  id: string;
  kind: 'ADVISOR';
  name: string;
  summary: string;
  recommended?: boolean;
  coachLimit: number;
  monthlyPriceTry: number;
  features: string[];
}

export const COACH_PACKAGES: readonly CoachPackage[] = [
  {
    id: 'koc-baslangic',
    kind: 'COACH',
    name: 'Koç Başlangıç',
    summary: 'Koçluğa yeni başlayan ya da az öğrenciyle çalışan mentorlar için.',
    studentLimit: 10,
    monthlyPriceTry: 490,
    features: ['10 öğrenciye kadar', 'Haftalık program ve deneme takibi', 'Veli görünümü'],
  },
  {
    id: 'koc-profesyonel',
    kind: 'COACH',
    name: 'Koç Profesyonel',
    summary: 'Düzenli öğrenci grubuyla tam zamanlı çalışan mentorlar için.',
    recommended: true,
    studentLimit: 25,
    monthlyPriceTry: 990,
    features: ['25 öğrenciye kadar', 'Dikkat listesi ve hatırlatmalar', 'Görüntülü görüşme'],
  },
  {
    id: 'koc-kurumsal',
    kind: 'COACH',
    name: 'Koç Kurumsal',
    summary: 'Kalabalık öğrenci grubunu tek başına yöneten deneyimli mentorlar için.',
    studentLimit: 50,
    monthlyPriceTry: 1790,
    features: ['50 öğrenciye kadar', 'Öncelikli destek', 'Tüm özellikler'],
  },
];

export const ADVISOR_PACKAGES: readonly AdvisorPackage[] = [
  {
    id: 'danisman-standart',
    kind: 'ADVISOR',
    name: 'Danışman Standart',
    summary: 'Küçük bir koç ekibini yöneten kurum ve danışmanlar için.',
    recommended: true,
    coachLimit: ADVISOR_MAX_COACH_LIMIT_DEFAULT,
    monthlyPriceTry: 1490,
    features: [
      `${ADVISOR_MAX_COACH_LIMIT_DEFAULT} koça kadar`,
      'Koç ve öğrenci yönetimi',
      'Analiz ve takvim',
    ],
  },
  {
    id: 'danisman-plus',
    kind: 'ADVISOR',
    name: 'Danışman Plus',
    summary: 'Birden fazla şubesi ya da büyük koç ekibi olan kurumlar için.',
    coachLimit: 20,
    monthlyPriceTry: 2490,
    features: ['20 koça kadar', 'Görüntülü görüşme ve kayıtları', 'Öncelikli destek'],
  },
];

export function findCoachPackage(id: string | undefined): CoachPackage | undefined {
  return COACH_PACKAGES.find((p) => p.id === id);
}

export function findAdvisorPackage(id: string | undefined): AdvisorPackage | undefined {
  return ADVISOR_PACKAGES.find((p) => p.id === id);
}

/** KVKK consent text version recorded with every registration. */
export const KVKK_TEXT_VERSION = '2025-01';
