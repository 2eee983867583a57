import type { CreateStudentInput } from '@pusula/contracts';

/** The password of every demo account (README lists the accounts). */
export const DEMO_PASSWORD = 'Pusula.2025';

export interface DemoAccount {
  key: string;
  role: 'ADMIN' | 'ADVISOR' | 'COACH' | 'PARENT';
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  packageId?: string;
  advisor?: { title: string; department: string; specialization: string };
  /** For coaches: the advisor (by key) whose roster holds them. */
  advisorKey?: string;
  /** For coaches in no roster: the advisor (by key) whose company they work in. */
  companyKey?: string;
  /** For advisors: their company's name. */
  organisationName?: string;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    key: 'admin',
    role: 'ADMIN',
    email: 'admin@pusula.dev',
    firstName: 'Pusula',
    lastName: 'Yönetici',
    phone: '+90 850 000 00 01',
  },
  {
    key: 'advisor1',
    role: 'ADVISOR',
    email: 'danisman@pusula.dev',
    firstName: 'Ayşe',
    lastName: 'Yılmaz',
    phone: '+90 532 100 10 10',
    organisationName: 'Yıldız Eğitim Koçluğu',
    advisor: {
      title: 'Kıdemli Eğitim Danışmanı',
      department: 'YKS Koçluk',
      specialization: 'Sayısal alan, motivasyon ve zaman yönetimi',
    },
  },
  {
    key: 'advisor2',
    role: 'ADVISOR',
    email: 'danisman2@pusula.dev',
    firstName: 'Burak',
    lastName: 'Aydın',
    phone: '+90 532 200 20 20',
    organisationName: 'Aydın LGS Akademi',
    advisor: {
      title: 'Eğitim Danışmanı',
      department: 'LGS Koçluk',
      specialization: 'LGS hazırlık ve veli iletişimi',
    },
  },
  {
    key: 'coach1',
    role: 'COACH',
    email: 'koc@pusula.dev',
    firstName: 'Mehmet',
    lastName: 'Kaya',
    phone: '+90 533 300 30 30',
    packageId: 'koc-profesyonel',
    advisorKey: 'advisor1',
  },
  {
    key: 'coach2',
    role: 'COACH',
    email: 'koc2@pusula.dev',
    firstName: 'Zeynep',
    lastName: 'Demir',
    phone: '+90 533 400 40 40',
    packageId: 'koc-baslangic',
    advisorKey: 'advisor1',
  },
  {
    key: 'coach3',
    role: 'COACH',
    email: 'koc3@pusula.dev',
    firstName: 'Emre',
    lastName: 'Şahin',
    phone: '+90 533 500 50 50',
    packageId: 'koc-baslangic',
    // In the company, in nobody's team yet: the coach the demo advisor can add.
    companyKey: 'advisor1',
  },
  {
    key: 'coach4',
    role: 'COACH',
    email: 'koc4@pusula.dev',
    firstName: 'Selin',
    lastName: 'Arslan',
    phone: '+90 533 600 60 60',
    packageId: 'koc-profesyonel',
    advisorKey: 'advisor2',
  },
  {
    key: 'parent',
    role: 'PARENT',
    email: 'veli@pusula.dev',
    firstName: 'Fatma',
    lastName: 'Öztürk',
    phone: '+90 535 700 70 70',
  },
];

export interface DemoStudent extends CreateStudentInput {
  key: string;
  advisorKey: string;
  coachKey?: string;
  /** Linked to the demo parent. */
  parent?: boolean;
}

export const DEMO_STUDENTS: DemoStudent[] = [
  {
    key: 'elif',
    firstName: 'Elif',
    lastName: 'Öztürk',
    classLevel: '12',
    examTarget: 'AYT',
    school: 'Kadıköy Anadolu Lisesi',
    advisorKey: 'advisor1',
    coachKey: 'coach1',
    parent: true,
  },
  {
    key: 'can',
    firstName: 'Can',
    lastName: 'Öztürk',
    classLevel: '8',
    examTarget: 'LGS',
    school: 'Moda Ortaokulu',
    advisorKey: 'advisor1',
    coachKey: 'coach1',
    parent: true,
  },
  {
    key: 'arda',
    firstName: 'Arda',
    lastName: 'Güneş',
    classLevel: '12',
    examTarget: 'AYT',
    school: 'Üsküdar Fen Lisesi',
    advisorKey: 'advisor1',
    coachKey: 'coach1',
  },
  {
    key: 'deniz',
    firstName: 'Deniz',
    lastName: 'Yıldız',
    classLevel: '11',
    examTarget: 'TYT',
    school: 'Beşiktaş Atatürk Anadolu Lisesi',
    advisorKey: 'advisor1',
    coachKey: 'coach2',
  },
  {
    key: 'ece',
    firstName: 'Ece',
    lastName: 'Çelik',
    classLevel: 'Mezun',
    examTarget: 'AYT',
    school: null,
    advisorKey: 'advisor1',
    coachKey: 'coach2',
  },
  {
    key: 'mert',
    firstName: 'Mert',
    lastName: 'Koç',
    classLevel: '10',
    examTarget: 'TYT',
    school: 'Ataşehir Anadolu Lisesi',
    advisorKey: 'advisor1',
  },
  {
    key: 'irem',
    firstName: 'İrem',
    lastName: 'Aksoy',
    classLevel: '9',
    examTarget: 'TYT',
    school: 'Maltepe Anadolu Lisesi',
    advisorKey: 'advisor1',
  },
  {
    key: 'zehra',
    firstName: 'Zehra',
    lastName: 'Kılıç',
    classLevel: '8',
    examTarget: 'LGS',
    school: 'Çankaya Ortaokulu',
    advisorKey: 'advisor2',
    coachKey: 'coach4',
  },
  {
    key: 'onur',
    firstName: 'Onur',
    lastName: 'Polat',
    classLevel: '11',
    examTarget: 'TYT',
    school: 'Ankara Fen Lisesi',
    advisorKey: 'advisor2',
    coachKey: 'coach4',
  },
];

/**
 * Elif's own account (role STUDENT) for the student app: registered with her student id, as an accepted
 * student invitation registers one, so `student_accounts` links it to her record.
 */
export const DEMO_STUDENT_ACCOUNT = {
  studentKey: 'elif',
  email: 'ogrenci@pusula.dev',
  firstName: 'Elif',
  lastName: 'Öztürk',
  phone: '+90 536 800 80 80',
} as const;
