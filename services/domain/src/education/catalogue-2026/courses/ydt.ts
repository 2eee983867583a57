import { type ExamCourseData, group, t } from '../../catalogue-data';

// YDT is sat in five languages; these topics name grammar areas and question types that all of
// them share, so one course serves every language.
export const ydtCourses2026: readonly ExamCourseData[] = [
  {
    id: 'ydt-dil',
    name: 'Yabancı Dil',
    examType: 'YDT',
    topics: [
      ...group('Dil Bilgisi', [
        t('ydt-dil-001', 'Zamanlar'),
        t('ydt-dil-002', 'Kiplik Bildiren Yapılar'),
        t('ydt-dil-003', 'Edilgen Yapı'),
        t('ydt-dil-004', 'Koşul Cümleleri'),
        t('ydt-dil-005', 'Sıfat Cümleleri'),
        t('ydt-dil-006', 'İsim Cümleleri'),
        t('ydt-dil-007', 'Zarf Cümleleri ve Bağlaçlar'),
        t('ydt-dil-008', 'Mastar ve İsim-Fiil Yapıları'),
        t('ydt-dil-009', 'Edatlar'),
        t('ydt-dil-010', 'Sıfatlar, Zarflar ve Karşılaştırma'),
        t('ydt-dil-011', 'Belirleyiciler ve Zamirler'),
      ]),
      ...group('Soru Türleri', [
        t('ydt-dil-012', 'Kelime Bilgisi'),
        t('ydt-dil-013', 'Boşluk Doldurma'),
        t('ydt-dil-014', 'Cümle Tamamlama'),
        t('ydt-dil-015', 'Yabancı Dilden Türkçeye Çeviri'),
        t('ydt-dil-016', 'Türkçeden Yabancı Dile Çeviri'),
        t('ydt-dil-017', 'Okuma Parçaları'),
        t('ydt-dil-018', 'Diyalog Tamamlama'),
        t('ydt-dil-019', 'Anlamca En Yakın Cümle'),
        t('ydt-dil-020', 'Paragraf Tamamlama'),
        t('ydt-dil-021', 'Anlam Bütünlüğünü Bozan Cümle'),
      ]),
    ],
  },
];
