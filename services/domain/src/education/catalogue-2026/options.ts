import type { FieldOption, RankingOption } from '@pusula/contracts/education';

export const fieldOptions2026: readonly FieldOption[] = [
  { code: 'SAY', name: 'Sayısal', description: 'AYT Matematik ve Fen Bilimleri testleriyle hesaplanır.' },
  {
    code: 'EA',
    name: 'Eşit Ağırlık',
    description: 'AYT Matematik ile Türk Dili ve Edebiyatı–Sosyal Bilimler-1 testleriyle hesaplanır.',
  },
  {
    code: 'SÖZ',
    name: 'Sözel',
    description: 'AYT Türk Dili ve Edebiyatı–Sosyal Bilimler-1 ile Sosyal Bilimler-2 testleriyle hesaplanır.',
  },
  { code: 'DİL', name: 'Dil', description: 'Yabancı Dil Testi (YDT) ile hesaplanır.' },
  {
    code: 'TYT',
    name: 'Yalnızca TYT',
    description: 'Yalnızca TYT puanıyla tercih yapılacak programlar için.',
  },
];

const rank = (value: number, label: string): RankingOption => ({
  id: `yks-ilk-${value}`,
  family: 'YKS',
  kind: 'rank',
  label,
  value,
});

const percentile = (id: string, value: number, label: string): RankingOption => ({
  id: `lgs-yuzde-${id}`,
  family: 'LGS',
  kind: 'percentile',
  label,
  value,
});

/** YKS targets are ranks; LGS targets are percentiles (yüzdelik dilim), since LGS publishes no rank. */
export const rankingOptions2026: readonly RankingOption[] = [
  rank(100, 'İlk 100'),
  rank(1_000, 'İlk 1.000'),
  rank(5_000, 'İlk 5.000'),
  rank(10_000, 'İlk 10.000'),
  rank(20_000, 'İlk 20.000'),
  rank(50_000, 'İlk 50.000'),
  rank(100_000, 'İlk 100.000'),
  rank(200_000, 'İlk 200.000'),
  rank(300_000, 'İlk 300.000'),
  { id: 'yks-serbest', family: 'YKS', kind: 'custom', label: 'Başka bir sıralama gir', value: null },
  percentile('0-1', 0.1, '%0,1'),
  percentile('0-5', 0.5, '%0,5'),
  percentile('1', 1, '%1'),
  percentile('3', 3, '%3'),
  percentile('5', 5, '%5'),
  percentile('10', 10, '%10'),
  percentile('20', 20, '%20 ve üzeri'),
];
