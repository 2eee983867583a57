/** Turkish texts of the shared portal forms (the new-student dialog's fields). */
export const formTexts = {
  student: {
    firstName: 'Ad',
    lastName: 'Soyad',
    classLevel: 'Sınıf',
    classOption: (c: string) => (c === 'Mezun' ? 'Mezun' : `${c}. sınıf`),
    school: 'Okul',
    optional: 'isteğe bağlı',
  },
} as const;
