import type { EventOf } from '@pusula/contracts';
import { describe, it } from 'vitest';
import { given } from '../testing';
import { accountDecider } from './account-decider';
import { emailReservationDecider } from './email-reservation-decider';
import { studentDecider } from './student-decider';

const now = '2026-11-22T10:00:00.000Z';
const registered = (role: 'PARENT' | 'COACH' = 'PARENT'): EventOf<'AccountRegistered'> => ({
  type: 'AccountRegistered',
  data: {
    accountId: 'p1',
    role,
    email: 'veli@ornek.com',
    firstName: 'Fatma',
    lastName: 'Öztürk',
    phone: null,
    passwordHash: '$argon2id$…',
    coach:
      role === 'COACH'
        ? { packageId: 'koc-baslangic', packageName: 'Koç Başlangıç', studentLimit: 10 }
        : null,
    advisor: null,
    consent: null,
    registeredAt: now,
    createdBy: 'admin',
  },
});

describe('account decider', () => {
  it('registers once and refuses a second registration of the same account', () => {
    given(accountDecider)
      .when({ type: 'RegisterAccount', data: registered().data })
      .thenEmits([registered()]);
    given(accountDecider, [registered()])
      .when({ type: 'RegisterAccount', data: registered().data })
      .thenRefuses('CONFLICT');
  });

  it('refuses a coach without a package', () => {
    given(accountDecider)
      .when({ type: 'RegisterAccount', data: { ...registered('COACH').data, coach: null } })
      .thenRefuses('VALIDATION', /paket/);
  });

  it('deactivates and reactivates, each only when it changes something', () => {
    const off: EventOf<'AccountDeactivated'> = {
      type: 'AccountDeactivated',
      data: { accountId: 'p1', reason: null, at: now },
    };
    given(accountDecider, [registered()])
      .when({ type: 'DeactivateAccount', data: { accountId: 'p1', reason: null, now } })
      .thenEmits([off]);
    given(accountDecider, [registered(), off])
      .when({ type: 'DeactivateAccount', data: { accountId: 'p1', reason: null, now } })
      .thenEmits([]);
    given(accountDecider, [registered(), off])
      .when({ type: 'ReactivateAccount', data: { accountId: 'p1', now } })
      .thenEmits([{ type: 'AccountReactivated', data: { accountId: 'p1', at: now } }]);
    given(accountDecider)
      .when({ type: 'ReactivateAccount', data: { accountId: 'p1', now } })
      .thenRefuses('NOT_FOUND');
  });

  it('links a parent to a student once, and only a parent', () => {
    const linked: EventOf<'ParentLinked'> = {
      type: 'ParentLinked',
      data: { parentId: 'p1', studentId: 's1', at: now },
    };
    given(accountDecider, [registered()])
      .when({ type: 'LinkParent', data: { parentId: 'p1', studentId: 's1', now } })
      .thenEmits([linked]);
    given(accountDecider, [registered(), linked])
      .when({ type: 'LinkParent', data: { parentId: 'p1', studentId: 's1', now } })
      .thenEmits([]);
    given(accountDecider, [registered('COACH')])
      .when({ type: 'LinkParent', data: { parentId: 'p1', studentId: 's1', now } })
      .thenRefuses('VALIDATION');
  });
});

describe('account decider: profile, password and parent links', () => {
  it('changes the password of an existing account only', () => {
    given(accountDecider, [registered()])
      .when({ type: 'ChangePassword', data: { accountId: 'p1', passwordHash: '$argon2id$yeni', now } })
      .thenEmits([
        {
          type: 'PasswordChanged',
          data: { accountId: 'p1', passwordHash: '$argon2id$yeni', changedAt: now },
        },
      ]);
    given(accountDecider)
      .when({ type: 'ChangePassword', data: { accountId: 'p1', passwordHash: '$argon2id$yeni', now } })
      .thenRefuses('NOT_FOUND', 'Hesap bulunamadı');
  });

  it('keeps profile answers for advisors only', () => {
    const advisor: EventOf<'AccountRegistered'> = {
      type: 'AccountRegistered',
      data: {
        ...registered().data,
        role: 'ADVISOR',
        advisor: { title: '', department: '', specialization: '', maxCoachLimit: 10 },
      },
    };
    const answers = { deneyim: '5 yıl', alanlar: ['TYT'] };
    given(accountDecider, [advisor])
      .when({ type: 'UpdateAdvisorProfile', data: { advisorId: 'p1', profileAnswers: answers, now } })
      .thenEmits([
        { type: 'AdvisorProfileUpdated', data: { advisorId: 'p1', profileAnswers: answers, at: now } },
      ]);
    given(accountDecider, [registered()])
      .when({ type: 'UpdateAdvisorProfile', data: { advisorId: 'p1', profileAnswers: answers, now } })
      .thenRefuses('VALIDATION', 'Profil soruları yalnızca danışmanlar içindir');
  });

  it('refuses an advisor registration without the advisor extras', () => {
    given(accountDecider)
      .when({ type: 'RegisterAccount', data: { ...registered().data, role: 'ADVISOR', advisor: null } })
      .thenRefuses('VALIDATION', 'Danışman bilgileri gerekli');
  });

  it('unlinks a linked student once, and ignores a student never linked', () => {
    const linked: EventOf<'ParentLinked'> = {
      type: 'ParentLinked',
      data: { parentId: 'p1', studentId: 's1', at: now },
    };
    const unlinked: EventOf<'ParentUnlinked'> = {
      type: 'ParentUnlinked',
      data: { parentId: 'p1', studentId: 's1', at: now },
    };
    given(accountDecider, [registered(), linked])
      .when({ type: 'UnlinkParent', data: { parentId: 'p1', studentId: 's1', now } })
      .thenEmits([unlinked]);
    given(accountDecider, [registered(), linked, unlinked])
      .when({ type: 'UnlinkParent', data: { parentId: 'p1', studentId: 's1', now } })
      .thenEmits([]);
    given(accountDecider, [registered(), linked, unlinked])
      .when({ type: 'LinkParent', data: { parentId: 'p1', studentId: 's1', now } })
      .thenEmits([linked]);
  });
});

describe('student decider', () => {
  const created: EventOf<'StudentCreated'> = {
    type: 'StudentCreated',
    data: {
      studentId: 's1',
      firstName: 'Mert',
      lastName: 'Koç',
      classLevel: '10',
      examTarget: 'TYT',
      school: null,
      phone: null,
      advisorId: 'adv-1',
      createdBy: 'adv-1',
      createdAt: now,
    },
  };
  it('creates a student record once', () => {
    given(studentDecider).when({ type: 'CreateStudent', data: created.data }).thenEmits([created]);
    given(studentDecider, [created])
      .when({ type: 'CreateStudent', data: created.data })
      .thenRefuses('CONFLICT', 'Bu öğrenci kaydı zaten var');
  });
});

describe('email reservation decider', () => {
  it('reserves a free email (normalised) and refuses a taken one in Turkish', () => {
    const reserved: EventOf<'EmailReserved'> = {
      type: 'EmailReserved',
      data: { email: 'veli@ornek.com', accountId: 'p1', at: now },
    };
    given(emailReservationDecider)
      .when({ type: 'ReserveEmail', data: { email: ' Veli@Ornek.com ', accountId: 'p1', now } })
      .thenEmits([reserved]);
    given(emailReservationDecider, [reserved])
      .when({ type: 'ReserveEmail', data: { email: 'veli@ornek.com', accountId: 'p2', now } })
      .thenRefuses('CONFLICT', 'Bu e-posta adresiyle kayıtlı bir hesap zaten var');
  });

  describe('password reset', () => {
    const expiresAt = '2026-11-22T11:00:00.000Z';
    const requested: EventOf<'PasswordResetRequested'> = {
      type: 'PasswordResetRequested',
      data: { accountId: 'p1', requestId: 'r1', requestedBy: 'self', expiresAt, at: now },
    };
    const request = { accountId: 'p1', requestId: 'r1', requestedBy: 'self', expiresAt, now };
    const reset = (at: string) => ({
      type: 'ResetPassword' as const,
      data: { accountId: 'p1', requestId: 'r1', passwordHash: '$argon2id$yeni', now: at },
    });
    const completed: EventOf<'PasswordResetCompleted'> = {
      type: 'PasswordResetCompleted',
      data: { accountId: 'p1', requestId: 'r1', at: '2026-11-22T10:30:00.000Z' },
    };

    it('records a reset request, once per request id', () => {
      given(accountDecider, [registered()])
        .when({ type: 'RequestPasswordReset', data: request })
        .thenEmits([requested]);
      given(accountDecider, [registered(), requested])
        .when({ type: 'RequestPasswordReset', data: request })
        .thenEmits([]);
    });

    it('refuses a request for a disabled or missing account, and one already expired', () => {
      const off: EventOf<'AccountDeactivated'> = {
        type: 'AccountDeactivated',
        data: { accountId: 'p1', reason: null, at: now },
      };
      given(accountDecider, [registered(), off])
        .when({ type: 'RequestPasswordReset', data: request })
        .thenRefuses('CONFLICT', /devre dışı/);
      given(accountDecider).when({ type: 'RequestPasswordReset', data: request }).thenRefuses('NOT_FOUND');
      given(accountDecider, [registered()])
        .when({ type: 'RequestPasswordReset', data: { ...request, expiresAt: now } })
        .thenRefuses('VALIDATION');
    });

    it('sets the new password with the link, in the same append as its use', () => {
      given(accountDecider, [registered(), requested])
        .when(reset('2026-11-22T10:30:00.000Z'))
        .thenEmits([
          completed,
          {
            type: 'PasswordChanged',
            data: { accountId: 'p1', passwordHash: '$argon2id$yeni', changedAt: '2026-11-22T10:30:00.000Z' },
          },
        ]);
    });

    it('refuses a link used before, an expired one and one never made', () => {
      given(accountDecider, [registered(), requested, completed])
        .when(reset('2026-11-22T10:31:00.000Z'))
        .thenRefuses('CONFLICT', /daha önce kullanılmış/);
      given(accountDecider, [registered(), requested])
        .when(reset(expiresAt))
        .thenRefuses('CONFLICT', /süresi dolmuş/);
      given(accountDecider, [registered()])
        .when(reset('2026-11-22T10:30:00.000Z'))
        .thenRefuses('NOT_FOUND', /geçersiz/);
    });

    it('refuses a link of a disabled account', () => {
      given(accountDecider, [
        registered(),
        requested,
        { type: 'AccountDeactivated', data: { accountId: 'p1', reason: null, at: now } },
      ])
        .when(reset('2026-11-22T10:30:00.000Z'))
        .thenRefuses('CONFLICT', /devre dışı/);
    });
  });
});

describe('account decider: e-mail verification', () => {
  const selfRegistered = (): EventOf<'AccountRegistered'> => ({
    type: 'AccountRegistered',
    data: { ...registered('COACH').data, createdBy: 'self', emailVerified: false },
  });
  const expiresAt = '2026-11-29T10:00:00.000Z';
  const request = { accountId: 'p1', requestId: 'v1', expiresAt, now };
  const requested: EventOf<'EmailVerificationRequested'> = {
    type: 'EmailVerificationRequested',
    data: { accountId: 'p1', requestId: 'v1', email: 'veli@ornek.com', expiresAt, at: now },
  };
  const verify = (at: string, requestId = 'v1') =>
    ({ type: 'VerifyEmail', data: { accountId: 'p1', requestId, now: at } }) as const;
  const verified: EventOf<'EmailAddressVerified'> = {
    type: 'EmailAddressVerified',
    data: { accountId: 'p1', requestId: 'v1', email: 'veli@ornek.com', at: '2026-11-23T09:00:00.000Z' },
  };

  it('makes a link for a self-registered account, once per request', () => {
    given(accountDecider, [selfRegistered()])
      .when({ type: 'RequestEmailVerification', data: request })
      .thenEmits([requested]);
    given(accountDecider, [selfRegistered(), requested])
      .when({ type: 'RequestEmailVerification', data: request })
      .thenEmits([]);
  });

  it('makes none for an account the admin or the seed made, or one without the flag (older events)', () => {
    given(accountDecider, [registered()])
      .when({ type: 'RequestEmailVerification', data: request })
      .thenEmits([]);
    given(accountDecider, [selfRegistered(), requested, verified])
      .when({ type: 'RequestEmailVerification', data: { ...request, requestId: 'v2' } })
      .thenEmits([]);
  });

  it('refuses a link for a disabled account', () => {
    given(accountDecider, [
      selfRegistered(),
      { type: 'AccountDeactivated', data: { accountId: 'p1', reason: null, at: now } },
    ])
      .when({ type: 'RequestEmailVerification', data: request })
      .thenRefuses('CONFLICT', /devre dışı/);
  });

  it('verifies with the link once; a second use, an expired link and an unknown one are refused in Turkish', () => {
    given(accountDecider, [selfRegistered(), requested])
      .when(verify('2026-11-23T09:00:00.000Z'))
      .thenEmits([verified]);
    given(accountDecider, [selfRegistered(), requested, verified])
      .when(verify('2026-11-23T09:05:00.000Z'))
      .thenRefuses('CONFLICT', 'Bu doğrulama bağlantısı daha önce kullanılmış');
    given(accountDecider, [selfRegistered(), requested])
      .when(verify(expiresAt))
      .thenRefuses('CONFLICT', 'Bu doğrulama bağlantısının süresi dolmuş');
    given(accountDecider, [selfRegistered(), requested])
      .when(verify('2026-11-23T09:00:00.000Z', 'v9'))
      .thenRefuses('NOT_FOUND', 'Bu doğrulama bağlantısı geçersiz');
  });

  it('refuses an older link once the address is verified with another', () => {
    const second: EventOf<'EmailVerificationRequested'> = {
      ...requested,
      data: { ...requested.data, requestId: 'v2' },
    };
    given(accountDecider, [selfRegistered(), requested, second, verified])
      .when(verify('2026-11-23T10:00:00.000Z', 'v2'))
      .thenRefuses('CONFLICT', 'E-posta adresiniz zaten doğrulanmış');
  });
});

describe('account decider: the weekly parent summary', () => {
  const week = '2026-W48';
  const queue = (studentIds = ['s1', 's2']) =>
    ({ type: 'QueueParentWeeklySummary', data: { parentId: 'p1', week, studentIds, now } }) as const;
  const queued: EventOf<'ParentWeeklySummaryQueued'> = {
    type: 'ParentWeeklySummaryQueued',
    data: { parentId: 'p1', week, studentIds: ['s1', 's2'], at: now },
  };
  const optOut: EventOf<'MailPreferencesChanged'> = {
    type: 'MailPreferencesChanged',
    data: { accountId: 'p1', weeklySummary: false, via: 'link', at: now },
  };

  it('queues one summary per parent and week', () => {
    given(accountDecider, [registered()]).when(queue()).thenEmits([queued]);
    given(accountDecider, [registered(), queued]).when(queue()).thenEmits([]);
    given(accountDecider, [registered(), queued])
      .when({ type: 'QueueParentWeeklySummary', data: { ...queue().data, week: '2026-W49' } })
      .thenEmits([{ ...queued, data: { ...queued.data, week: '2026-W49' } }]);
  });

  it('queues none after an opt-out, nor without children, nor for a disabled account', () => {
    given(accountDecider, [registered(), optOut]).when(queue()).thenEmits([]);
    given(accountDecider, [registered()]).when(queue([])).thenEmits([]);
    given(accountDecider, [
      registered(),
      { type: 'AccountDeactivated', data: { accountId: 'p1', reason: null, at: now } },
    ])
      .when(queue())
      .thenEmits([]);
  });

  it('queues again after the parent opts back in', () => {
    const optIn: EventOf<'MailPreferencesChanged'> = {
      type: 'MailPreferencesChanged',
      data: { accountId: 'p1', weeklySummary: true, via: 'portal', at: now },
    };
    given(accountDecider, [registered(), optOut, optIn]).when(queue()).thenEmits([queued]);
  });

  it('records a preference only when it changes, and only for parents', () => {
    const set = (weeklySummary: boolean) =>
      ({
        type: 'SetMailPreferences',
        data: { accountId: 'p1', weeklySummary, via: 'link', now },
      }) as const;
    given(accountDecider, [registered()]).when(set(false)).thenEmits([optOut]);
    given(accountDecider, [registered(), optOut]).when(set(false)).thenEmits([]);
    given(accountDecider, [registered()]).when(set(true)).thenEmits([]);
    given(accountDecider, [registered('COACH')])
      .when(set(false))
      .thenRefuses('VALIDATION', 'Haftalık özet e-postası yalnızca veliler içindir');
    given(accountDecider, [registered('COACH')])
      .when(queue())
      .thenRefuses('VALIDATION', /yalnızca veliler/);
  });
});
