import type { ExamType, ScoreType } from '@pusula/contracts/education';

const YKS_NET = { wrongsPerCorrect: 4 } as const;
const LGS_NET = { wrongsPerCorrect: 3 } as const;

export const examTypes2026: readonly ExamType[] = [
  {
    code: 'TYT',
    family: 'YKS',
    name: 'Temel Yeterlilik Testi',
    description: "YKS'nin ilk oturumu; bütün adaylar girer.",
    questionCount: 120,
    durationMinutes: 165,
    netRule: YKS_NET,
    scoreTypes: ['TYT'],
    languages: [],
    sessions: [
      {
        name: 'TYT',
        durationMinutes: 165,
        tests: [
          {
            code: 'tr',
            name: 'Türkçe',
            questionCount: 40,
            coefficient: null,
            parts: [{ courseId: 'tyt-tr', name: 'Türkçe', questionCount: 40 }],
          },
          {
            code: 'sos',
            name: 'Sosyal Bilimler',
            questionCount: 20,
            coefficient: null,
            // Candidates exempt from Din Kültürü answer five more Felsefe questions instead.
            parts: [
              { courseId: 'tyt-tar', name: 'Tarih', questionCount: 5 },
              { courseId: 'tyt-cog', name: 'Coğrafya', questionCount: 5 },
              { courseId: 'tyt-fel', name: 'Felsefe', questionCount: 5 },
              { courseId: 'tyt-din', name: 'Din Kültürü ve Ahlak Bilgisi', questionCount: 5 },
            ],
          },
          {
            code: 'mat',
            name: 'Temel Matematik',
            questionCount: 40,
            coefficient: null,
            // Geometry takes roughly 7–11 of the 40 questions; ÖSYM fixes no split.
            parts: [
              { courseId: 'tyt-tmat', name: 'Temel Matematik', questionCount: null },
              { courseId: 'tyt-geo', name: 'Geometri', questionCount: null },
            ],
          },
          {
            code: 'fen',
            name: 'Fen Bilimleri',
            questionCount: 20,
            coefficient: null,
            parts: [
              { courseId: 'tyt-fiz', name: 'Fizik', questionCount: 7 },
              { courseId: 'tyt-kim', name: 'Kimya', questionCount: 7 },
              { courseId: 'tyt-bio', name: 'Biyoloji', questionCount: 6 },
            ],
          },
        ],
      },
    ],
  },
  {
    code: 'AYT',
    family: 'YKS',
    name: 'Alan Yeterlilik Testleri',
    description: "YKS'nin ikinci oturumu; aday, alanının puan türüne giren testleri çözer.",
    questionCount: 160,
    durationMinutes: 180,
    netRule: YKS_NET,
    scoreTypes: ['SAY', 'EA', 'SÖZ'],
    languages: [],
    sessions: [
      {
        name: 'AYT',
        durationMinutes: 180,
        tests: [
          {
            code: 'tde-sb1',
            name: 'Türk Dili ve Edebiyatı–Sosyal Bilimler-1',
            questionCount: 40,
            coefficient: null,
            parts: [
              { courseId: 'ayt-edb', name: 'Türk Dili ve Edebiyatı', questionCount: 24 },
              { courseId: 'ayt-tar', name: 'Tarih-1', questionCount: 10 },
              { courseId: 'ayt-cog', name: 'Coğrafya-1', questionCount: 6 },
            ],
          },
          {
            code: 'sb2',
            name: 'Sosyal Bilimler-2',
            questionCount: 40,
            coefficient: null,
            parts: [
              { courseId: 'ayt-tar', name: 'Tarih-2', questionCount: 11 },
              { courseId: 'ayt-cog', name: 'Coğrafya-2', questionCount: 11 },
              { courseId: 'ayt-fel', name: 'Felsefe Grubu', questionCount: 12 },
              { courseId: 'ayt-din', name: 'Din Kültürü ve Ahlak Bilgisi', questionCount: 6 },
            ],
          },
          {
            code: 'mat',
            name: 'Matematik',
            questionCount: 40,
            coefficient: null,
            // Commonly about 25 matematik and 15 geometri, but not fixed by ÖSYM.
            parts: [
              { courseId: 'ayt-mat', name: 'Matematik', questionCount: null },
              { courseId: 'ayt-geo', name: 'Geometri', questionCount: null },
            ],
          },
          {
            code: 'fen',
            name: 'Fen Bilimleri',
            questionCount: 40,
            coefficient: null,
            parts: [
              { courseId: 'ayt-fiz', name: 'Fizik', questionCount: 14 },
              { courseId: 'ayt-kim', name: 'Kimya', questionCount: 13 },
              { courseId: 'ayt-bio', name: 'Biyoloji', questionCount: 13 },
            ],
          },
        ],
      },
    ],
  },
  {
    code: 'YDT',
    family: 'YKS',
    name: 'Yabancı Dil Testi',
    description: "YKS'nin üçüncü oturumu; dil puanı için çözülür.",
    questionCount: 80,
    durationMinutes: 120,
    netRule: YKS_NET,
    scoreTypes: ['DİL'],
    languages: ['Almanca', 'Arapça', 'Fransızca', 'İngilizce', 'Rusça'],
    sessions: [
      {
        name: 'YDT',
        durationMinutes: 120,
        tests: [
          {
            code: 'dil',
            name: 'Yabancı Dil',
            questionCount: 80,
            coefficient: null,
            parts: [{ courseId: 'ydt-dil', name: 'Yabancı Dil', questionCount: 80 }],
          },
        ],
      },
    ],
  },
  {
    code: 'LGS',
    family: 'LGS',
    name: 'Liselere Geçiş Sistemi Merkezi Sınavı',
    description:
      "MEB'in 8. sınıf öğrencileri için yaptığı iki oturumluk merkezi sınav; puan 100–500 arasıdır.",
    questionCount: 90,
    durationMinutes: 155,
    netRule: LGS_NET,
    scoreTypes: [],
    languages: [],
    sessions: [
      {
        name: 'Sözel Bölüm',
        durationMinutes: 75,
        tests: [
          {
            code: 'tr',
            name: 'Türkçe',
            questionCount: 20,
            coefficient: 4,
            parts: [{ courseId: 'lgs-tr', name: 'Türkçe', questionCount: 20 }],
          },
          {
            code: 'ink',
            name: 'T.C. İnkılap Tarihi ve Atatürkçülük',
            questionCount: 10,
            coefficient: 1,
            parts: [{ courseId: 'lgs-ink', name: 'T.C. İnkılap Tarihi ve Atatürkçülük', questionCount: 10 }],
          },
          {
            code: 'din',
            name: 'Din Kültürü ve Ahlak Bilgisi',
            questionCount: 10,
            coefficient: 1,
            parts: [{ courseId: 'lgs-din', name: 'Din Kültürü ve Ahlak Bilgisi', questionCount: 10 }],
          },
          {
            code: 'dil',
            name: 'Yabancı Dil',
            questionCount: 10,
            coefficient: 1,
            parts: [{ courseId: 'lgs-ing', name: 'İngilizce', questionCount: 10 }],
          },
        ],
      },
      {
        name: 'Sayısal Bölüm',
        durationMinutes: 80,
        tests: [
          {
            code: 'mat',
            name: 'Matematik',
            questionCount: 20,
            coefficient: 4,
            parts: [{ courseId: 'lgs-mat', name: 'Matematik', questionCount: 20 }],
          },
          {
            code: 'fen',
            name: 'Fen Bilimleri',
            questionCount: 20,
            coefficient: 4,
            parts: [{ courseId: 'lgs-fen', name: 'Fen Bilimleri', questionCount: 20 }],
          },
        ],
      },
    ],
  },
];

export const scoreTypes2026: readonly ScoreType[] = [
  {
    code: 'TYT',
    name: 'TYT',
    tests: [
      { examType: 'TYT', testCode: 'tr' },
      { examType: 'TYT', testCode: 'sos' },
      { examType: 'TYT', testCode: 'mat' },
      { examType: 'TYT', testCode: 'fen' },
    ],
  },
  {
    code: 'SAY',
    name: 'Sayısal',
    tests: [
      { examType: 'AYT', testCode: 'mat' },
      { examType: 'AYT', testCode: 'fen' },
    ],
  },
  {
    code: 'EA',
    name: 'Eşit Ağırlık',
    tests: [
      { examType: 'AYT', testCode: 'mat' },
      { examType: 'AYT', testCode: 'tde-sb1' },
    ],
  },
  {
    code: 'SÖZ',
    name: 'Sözel',
    tests: [
      { examType: 'AYT', testCode: 'tde-sb1' },
      { examType: 'AYT', testCode: 'sb2' },
    ],
  },
  { code: 'DİL', name: 'Dil', tests: [{ examType: 'YDT', testCode: 'dil' }] },
];
