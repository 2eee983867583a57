import { type AttentionRuleValues, DEFAULT_ATTENTION_RULE_VALUES, type EventOf } from '@pusula/contracts';
import { describe, it } from 'vitest';
import { given } from '../testing';
import { organisationDecider } from './organisation-decider';

const now = '2026-11-26T10:00:00.000Z';
const created: EventOf<'OrganisationCreated'> = {
  type: 'OrganisationCreated',
  data: {
    organisationId: 'org-1',
    kind: 'COMPANY',
    name: 'Yıldız Koçluk',
    founderId: 'adv-1',
    packageId: 'danisman-standart',
    trialEndsAt: null,
    at: now,
  },
};
const set = (values: Partial<AttentionRuleValues>) => ({
  type: 'SetAttentionRules' as const,
  data: {
    organisationId: 'org-1',
    values: { ...DEFAULT_ATTENTION_RULE_VALUES, ...values },
    changedBy: 'adv-1',
    now,
  },
});
const reset = {
  type: 'ResetAttentionRules' as const,
  data: { organisationId: 'org-1', changedBy: 'adv-1', now },
};
const changed = (
  overrides: EventOf<'OrganisationAttentionRulesChanged'>['data']['overrides'],
): EventOf<'OrganisationAttentionRulesChanged'> => ({
  type: 'OrganisationAttentionRulesChanged',
  data: { organisationId: 'org-1', overrides, changedBy: 'adv-1', at: now },
});

describe('organisation decider: attention thresholds', () => {
  it('keeps only the values that differ from the platform’s', () => {
    given(organisationDecider, [created])
      .when(set({ planCompletionPercent: 70, netFallSensitivity: 'HASSAS', inactivityDays: 7 }))
      .thenEmits([changed({ planCompletionPercent: 70, netFallSensitivity: 'HASSAS' })]);
  });

  it('emits nothing when the values are the ones the organisation already has', () => {
    given(organisationDecider, [created]).when(set({})).thenEmits([]);
    given(organisationDecider, [created, changed({ inactivityDays: 10 })])
      .when(set({ inactivityDays: 10 }))
      .thenEmits([]);
  });

  it('a value set back to the platform’s drops out of the overrides', () => {
    given(organisationDecider, [created, changed({ inactivityDays: 10, noMockExamDays: 21 })])
      .when(set({ noMockExamDays: 21 }))
      .thenEmits([changed({ noMockExamDays: 21 })]);
  });

  it('resets every value to the platform’s once; a second reset changes nothing', () => {
    given(organisationDecider, [created, changed({ sessionCloseHours: 48 })])
      .when(reset)
      .thenEmits([changed({})]);
    given(organisationDecider, [created, changed({ sessionCloseHours: 48 }), changed({})])
      .when(reset)
      .thenEmits([]);
    given(organisationDecider, [created]).when(reset).thenEmits([]);
  });

  it.each([
    [{ planCompletionPercent: 19 }, 'Plan tamamlama eşiği 20 ile 80 arasında bir tam sayı olmalı'],
    [{ planCompletionPercent: 81 }, 'Plan tamamlama eşiği 20 ile 80 arasında bir tam sayı olmalı'],
    [{ planCompletionPercent: 55.5 }, 'Plan tamamlama eşiği 20 ile 80 arasında bir tam sayı olmalı'],
    [{ inactivityDays: 2 }, 'Çalışma kaydı olmayan gün 3 ile 30 arasında bir tam sayı olmalı'],
    [{ inactivityDays: 31 }, 'Çalışma kaydı olmayan gün 3 ile 30 arasında bir tam sayı olmalı'],
    [{ noMockExamDays: 6 }, 'Deneme girilmeyen gün 7 ile 45 arasında bir tam sayı olmalı'],
    [{ noMockExamDays: 46 }, 'Deneme girilmeyen gün 7 ile 45 arasında bir tam sayı olmalı'],
    [{ sessionCloseHours: 0 }, 'Seans kapatma süresi 1 ile 72 arasında bir tam sayı olmalı'],
    [{ sessionCloseHours: 73 }, 'Seans kapatma süresi 1 ile 72 arasında bir tam sayı olmalı'],
    [{ netFallSensitivity: 'ORTA' }, 'Düşen net hassasiyeti hassas, dengeli veya temkinli olmalı'],
  ])('refuses %o out of bounds', (values, message) => {
    given(organisationDecider, [created])
      .when(set(values as Partial<AttentionRuleValues>))
      .thenRefuses('VALIDATION', message);
  });

  it('accepts the bounds themselves', () => {
    given(organisationDecider, [created])
      .when(
        set({
          planCompletionPercent: 20,
          inactivityDays: 30,
          noMockExamDays: 7,
          sessionCloseHours: 72,
          netFallSensitivity: 'TEMKINLI',
        }),
      )
      .thenEmits([
        changed({
          planCompletionPercent: 20,
          inactivityDays: 30,
          noMockExamDays: 7,
          sessionCloseHours: 72,
          netFallSensitivity: 'TEMKINLI',
        }),
      ]);
  });

  it('takes rules for an organisation the directory implies (no stream of its own yet)', () => {
    given(organisationDecider)
      .when(set({ inactivityDays: 5 }))
      .thenEmits([changed({ inactivityDays: 5 })]);
  });
});
