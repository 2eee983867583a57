import { ADVISOR_MAX_COACH_LIMIT_DEFAULT } from './constants';

/** A subscription package: coaches buy student capacity, advisors buy coach capacity. Prices in TRY a month. */
export interface CoachPackage {
  id: string;
  kind: 'COACH';
  name: string;
  studentLimit: number;
  monthlyPriceTry: number;
  features: string[];
}

export interface AdvisorPackage {
  id: string;
  kind: 'ADVISOR';
  name: string;
  coachLimit: number;
  monthlyPriceTry: number;
  features: string[];
}

export const COACH_PACKAGES: readonly CoachPackage[] = [
  {
    id: 'koc-baslangic',
    kind: 'COACH',
    name: 'Koç Başlangıç',
    studentLimit: 10,
    monthlyPriceTry: 490,
    features: ['10 öğrenciye kadar', 'Haftalık program ve deneme takibi', 'Veli görünümü'],
  },
  {
    id: 'koc-profesyonel',
    kind: 'COACH',
    name: 'Koç Profesyonel',
    studentLimit: 25,
    monthlyPriceTry: 990,
    features: ['25 öğrenciye kadar', 'Dikkat listesi ve hatırlatmalar', 'Görüntülü görüşme'],
  },
  {
    id: 'koc-kurumsal',
    kind: 'COACH',
    name: 'Koç Kurumsal',
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
