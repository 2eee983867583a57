import { type ExamCourseData, group, t } from '../../catalogue-data';

// The 8th-grade units. MEB announces each year which units the exam covers; a per-year scope
// belongs beside this list, not in it.
export const lgsCourses2026: readonly ExamCourseData[] = [
  {
    id: 'lgs-tr',
    name: 'Türkçe',
    examType: 'LGS',
    topics: [
      t('lgs-tr-001', 'Sözcükte Anlam'),
      t('lgs-tr-002', 'Deyimler ve Atasözleri'),
      t('lgs-tr-003', 'Söz Sanatları'),
      t('lgs-tr-004', 'Cümlede Anlam'),
      t('lgs-tr-005', 'Paragrafta Anlam'),
      t('lgs-tr-006', 'Fiilimsiler'),
      t('lgs-tr-007', 'Cümlenin Ögeleri'),
      t('lgs-tr-008', 'Fiilde Çatı'),
      t('lgs-tr-009', 'Cümle Türleri'),
      t('lgs-tr-010', 'Yazım Kuralları'),
      t('lgs-tr-011', 'Noktalama İşaretleri'),
      t('lgs-tr-012', 'Metin Türleri'),
      t('lgs-tr-013', 'Anlatım Bozuklukları'),
      t('lgs-tr-014', 'Görsel Okuma ve Sözel Mantık'),
    ],
  },
  {
    id: 'lgs-mat',
    name: 'Matematik',
    examType: 'LGS',
    topics: [
      t('lgs-mat-001', 'Çarpanlar ve Katlar'),
      t('lgs-mat-002', 'Üslü İfadeler'),
      t('lgs-mat-003', 'Kareköklü İfadeler'),
      t('lgs-mat-004', 'Veri Analizi'),
      t('lgs-mat-005', 'Basit Olayların Olma Olasılığı'),
      t('lgs-mat-006', 'Cebirsel İfadeler ve Özdeşlikler'),
      t('lgs-mat-007', 'Doğrusal Denklemler'),
      t('lgs-mat-008', 'Eşitsizlikler'),
      t('lgs-mat-009', 'Üçgenler'),
      t('lgs-mat-010', 'Eşlik ve Benzerlik'),
      t('lgs-mat-011', 'Dönüşüm Geometrisi'),
      t('lgs-mat-012', 'Geometrik Cisimler'),
    ],
  },
  {
    id: 'lgs-fen',
    name: 'Fen Bilimleri',
    examType: 'LGS',
    topics: [
      // Each unit's first heading keeps the unit's old id, so plans and mistakes made when the
      // catalogue listed only units still point into the same unit.
      ...group('Mevsimler ve İklim', [
        t('lgs-fen-001', 'Mevsimlerin Oluşumu'),
        t('lgs-fen-008', 'İklim ve Hava Hareketleri'),
      ]),
      ...group('DNA ve Genetik Kod', [
        t('lgs-fen-002', 'DNA ve Genetik Kod'),
        t('lgs-fen-009', 'Kalıtım'),
        t('lgs-fen-010', 'Mutasyon ve Modifikasyon'),
        t('lgs-fen-011', 'Adaptasyon'),
        t('lgs-fen-012', 'Biyoteknoloji'),
      ]),
      ...group('Basınç', [
        t('lgs-fen-003', 'Katı Basıncı'),
        t('lgs-fen-013', 'Sıvı Basıncı'),
        t('lgs-fen-014', 'Gaz Basıncı'),
      ]),
      ...group('Madde ve Endüstri', [
        t('lgs-fen-004', 'Periyodik Sistem'),
        t('lgs-fen-015', 'Fiziksel ve Kimyasal Değişimler'),
        t('lgs-fen-016', 'Kimyasal Tepkimeler'),
        t('lgs-fen-017', 'Asitler ve Bazlar'),
        t('lgs-fen-018', 'Maddenin Isı ile Etkileşimi'),
        t('lgs-fen-019', "Türkiye'de Kimya Endüstrisi"),
      ]),
      ...group('Basit Makineler', [t('lgs-fen-005', 'Basit Makineler')]),
      ...group('Enerji Dönüşümleri ve Çevre Bilimi', [
        t('lgs-fen-006', 'Besin Zinciri ve Enerji Akışı'),
        t('lgs-fen-020', 'Enerji Dönüşümleri'),
        t('lgs-fen-021', 'Madde Döngüleri ve Çevre Sorunları'),
        t('lgs-fen-022', 'Sürdürülebilir Kalkınma'),
      ]),
      ...group('Elektrik Yükleri ve Elektrik Enerjisi', [
        t('lgs-fen-007', 'Elektrik Yükleri ve Elektriklenme'),
        t('lgs-fen-023', 'Elektrik Yüklü Cisimler'),
        t('lgs-fen-024', 'Elektrik Enerjisinin Dönüşümü'),
      ]),
    ],
  },
  {
    id: 'lgs-ink',
    name: 'T.C. İnkılap Tarihi ve Atatürkçülük',
    examType: 'LGS',
    topics: [
      t('lgs-ink-001', 'Bir Kahraman Doğuyor'),
      t('lgs-ink-002', 'Millî Uyanış: Bağımsızlık Yolunda Atılan Adımlar'),
      t('lgs-ink-003', 'Millî Bir Destan: Ya İstiklal Ya Ölüm'),
      t('lgs-ink-004', 'Atatürkçülük ve Çağdaşlaşan Türkiye'),
      t('lgs-ink-005', 'Demokratikleşme Çabaları'),
      t('lgs-ink-006', 'Atatürk Dönemi Türk Dış Politikası'),
      t('lgs-ink-007', "Atatürk'ün Ölümü ve Sonrası"),
    ],
  },
  {
    id: 'lgs-din',
    name: 'Din Kültürü ve Ahlak Bilgisi',
    examType: 'LGS',
    topics: [
      t('lgs-din-001', 'Kader İnancı'),
      t('lgs-din-002', 'Zekât ve Sadaka'),
      t('lgs-din-003', 'Din ve Hayat'),
      t('lgs-din-004', "Hz. Muhammed'in Örnekliği"),
      t('lgs-din-005', "Kur'an-ı Kerim ve Özellikleri"),
    ],
  },
  {
    id: 'lgs-ing',
    name: 'İngilizce',
    examType: 'LGS',
    // The units carry their English titles in the MEB programme and in every workbook.
    topics: [
      t('lgs-ing-001', 'Friendship'),
      t('lgs-ing-002', 'Teen Life'),
      t('lgs-ing-003', 'In the Kitchen'),
      t('lgs-ing-004', 'On the Phone'),
      t('lgs-ing-005', 'The Internet'),
      t('lgs-ing-006', 'Adventures'),
      t('lgs-ing-007', 'Tourism'),
      t('lgs-ing-008', 'Chores'),
      t('lgs-ing-009', 'Science'),
      t('lgs-ing-010', 'Natural Forces'),
    ],
  },
];
