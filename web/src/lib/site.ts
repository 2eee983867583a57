/** Facts about the site itself: its address, name and outside accounts. */
export const SITE = {
  name: 'Pusula',
  /** Absolute origin for canonical and share URLs: build-time SITE_URL (the fallback serves unit tests). */
  url: typeof __SITE_URL__ === 'string' ? __SITE_URL__ : 'https://pusula.dev',
  defaultTitle: 'Pusula | YKS ve LGS koçluğu için takip platformu',
  defaultDescription:
    'Pusula, YKS ve LGS öğrencilerine koçluk yapan mentorların takip yükünü azaltır; öğrenciye odak araçları, veliye net bir görünüm sunar.',
  defaultKeywords: ['YKS koçluk', 'LGS koçluk', 'öğrenci takip', 'mentor paneli', 'veli takip sistemi'],
  shareImage: '/og/pusula-paylasim.png',
  social: {
    instagram: 'https://www.instagram.com/pusula.app',
    linkedin: 'https://www.linkedin.com/company/pusula-app',
  },
  copyrightYear: 2025,
} as const;

export function absoluteUrl(path: string): string {
  return `${SITE.url}${path.startsWith('/') ? path : `/${path}`}`;
}
