import type { EventOf } from '@pusula/contracts';
import { describe, it } from 'vitest';
import { given } from '../testing';
import { familyMessagingSettingsDecider } from './family-messaging-settings-decider';
import { studentThreadDecider } from './student-thread-decider';

const now = '2026-11-22T10:00:00.000Z';
const fromCoach = {
  messageId: 'm1',
  studentId: 's1',
  coachId: 'c1',
  senderType: 'COACH' as const,
  senderId: 'c1',
  content: '  Elif bu hafta çok iyi çalıştı.  ',
  parentIds: ['p1', 'p2'],
  parentMessagesAllowed: false,
  now,
};
const coachSent: EventOf<'FamilyMessageSent'> = {
  type: 'FamilyMessageSent',
  data: {
    messageId: 'm1',
    studentId: 's1',
    coachId: 'c1',
    senderType: 'COACH',
    senderId: 'c1',
    content: 'Elif bu hafta çok iyi çalıştı.',
    parentIds: ['p1', 'p2'],
    sentAt: now,
  },
};
const fromParent = {
  ...fromCoach,
  messageId: 'm2',
  senderType: 'PARENT' as const,
  senderId: 'p1',
  content: 'Teşekkürler',
};
const parentSent: EventOf<'FamilyMessageSent'> = {
  type: 'FamilyMessageSent',
  data: { ...coachSent.data, messageId: 'm2', senderType: 'PARENT', senderId: 'p1', content: 'Teşekkürler' },
};
const markRead = (readerId: string, readerType: 'COACH' | 'PARENT', throughMessageId: string) => ({
  type: 'MarkFamilyThreadRead' as const,
  data: { studentId: 's1', readerId, readerType, throughMessageId, now },
});
const readEvent = (
  readerId: string,
  readerType: 'COACH' | 'PARENT',
  throughMessageId: string,
): EventOf<'FamilyThreadRead'> => ({
  type: 'FamilyThreadRead',
  data: { studentId: 's1', readerId, readerType, throughMessageId, readAt: now },
});

describe('student thread decider', () => {
  it('the coach writes to the family, trimmed, whatever the parents’ permission', () => {
    given(studentThreadDecider).when({ type: 'SendFamilyMessage', data: fromCoach }).thenEmits([coachSent]);
  });

  it('a parent writes only when the coach allows parent messages', () => {
    given(studentThreadDecider, [coachSent])
      .when({ type: 'SendFamilyMessage', data: fromParent })
      .thenRefuses('FORBIDDEN', /velilerden mesaj almıyor/);
    given(studentThreadDecider, [coachSent])
      .when({ type: 'SendFamilyMessage', data: { ...fromParent, parentMessagesAllowed: true } })
      .thenEmits([parentSent]);
  });

  it('refuses empty, too long and repeated messages', () => {
    given(studentThreadDecider)
      .when({ type: 'SendFamilyMessage', data: { ...fromCoach, content: ' \n ' } })
      .thenRefuses('VALIDATION', 'Mesaj boş olamaz');
    given(studentThreadDecider)
      .when({ type: 'SendFamilyMessage', data: { ...fromCoach, content: 'a'.repeat(5_001) } })
      .thenRefuses('VALIDATION', /en fazla 5000/);
    given(studentThreadDecider, [coachSent])
      .when({ type: 'SendFamilyMessage', data: fromCoach })
      .thenRefuses('CONFLICT');
  });

  it('marks the other side’s messages read up to the one shown, once', () => {
    given(studentThreadDecider, [coachSent, parentSent])
      .when(markRead('c1', 'COACH', 'm2'))
      .thenEmits([readEvent('c1', 'COACH', 'm2')]);
    given(studentThreadDecider, [coachSent, parentSent, readEvent('c1', 'COACH', 'm2')])
      .when(markRead('c1', 'COACH', 'm2'))
      .thenEmits([]);
    given(studentThreadDecider, [coachSent, parentSent])
      .when(markRead('p1', 'PARENT', 'm1'))
      .thenEmits([readEvent('p1', 'PARENT', 'm1')]);
    // Each parent has their own read mark.
    given(studentThreadDecider, [coachSent, readEvent('p1', 'PARENT', 'm1')])
      .when(markRead('p2', 'PARENT', 'm1'))
      .thenEmits([readEvent('p2', 'PARENT', 'm1')]);
  });

  it('reading only one’s own messages records nothing; an unknown message is refused', () => {
    given(studentThreadDecider, [coachSent])
      .when(markRead('c1', 'COACH', 'm1'))
      .thenEmits([]);
    given(studentThreadDecider, [coachSent])
      .when(markRead('c1', 'COACH', 'yok'))
      .thenRefuses('NOT_FOUND');
  });
});

describe('family messaging settings decider', () => {
  const set = (allowParentMessages: boolean) => ({
    type: 'SetParentMessagesPermission' as const,
    data: { coachId: 'c1', allowParentMessages, now },
  });
  const allowed: EventOf<'ParentMessagesPermissionSet'> = {
    type: 'ParentMessagesPermissionSet',
    data: { coachId: 'c1', allowParentMessages: true, at: now },
  };

  it('is off until the coach turns it on; only changes are recorded', () => {
    given(familyMessagingSettingsDecider).when(set(false)).thenEmits([]);
    given(familyMessagingSettingsDecider).when(set(true)).thenEmits([allowed]);
    given(familyMessagingSettingsDecider, [allowed]).when(set(true)).thenEmits([]);
    given(familyMessagingSettingsDecider, [allowed])
      .when(set(false))
      .thenEmits([{ ...allowed, data: { ...allowed.data, allowParentMessages: false } }]);
  });
});
