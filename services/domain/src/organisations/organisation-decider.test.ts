import type { EventOf } from '@pusula/contracts';
import { describe, it } from 'vitest';
import { given } from '../testing';
import { organisationDecider } from './organisation-decider';

const now = '2026-11-26T10:00:00.000Z';
const created = (kind: 'COMPANY' | 'INDEPENDENT' = 'COMPANY'): EventOf<'OrganisationCreated'> => ({
  type: 'OrganisationCreated',
  data: {
    organisationId: 'org-1',
    kind,
    name: 'Yıldız Koçluk',
    founderId: 'adv-1',
    packageId: 'danisman-standart',
    trialEndsAt: '2026-12-10T10:00:00.000Z',
    at: now,
  },
});
const create = (name = 'Yıldız Koçluk') => ({
  type: 'CreateOrganisation' as const,
  data: {
    organisationId: 'org-1',
    kind: 'COMPANY' as const,
    name,
    founderId: 'adv-1',
    packageId: 'danisman-standart',
    trialEndsAt: '2026-12-10T10:00:00.000Z',
    now,
  },
});
const join = (accountId: string) => ({
  type: 'JoinOrganisation' as const,
  data: { organisationId: 'org-1', accountId, role: 'COACH' as const, previousOrganisationId: 'c-9', now },
});
const joined = (accountId: string): EventOf<'OrganisationMemberJoined'> => ({
  type: 'OrganisationMemberJoined',
  data: { organisationId: 'org-1', accountId, role: 'COACH', previousOrganisationId: 'c-9', at: now },
});

describe('organisation decider', () => {
  it('founds an organisation once, with a trimmed name', () => {
    given(organisationDecider).when(create('  Yıldız Koçluk ')).thenEmits([created()]);
    given(organisationDecider, [created()]).when(create()).thenRefuses('CONFLICT', 'Bu kurum zaten var');
    given(organisationDecider).when(create('   ')).thenRefuses('VALIDATION', 'Kurum adı gerekli');
  });

  it('lets a member join a company once; joining again changes nothing', () => {
    given(organisationDecider, [created()])
      .when(join('c-1'))
      .thenEmits([joined('c-1')]);
    given(organisationDecider, [created(), joined('c-1')])
      .when(join('c-1'))
      .thenEmits([]);
    given(organisationDecider, [created()]).when(join('adv-1')).thenEmits([]);
  });

  it('refuses members for an unknown organisation and for an independent mentor', () => {
    given(organisationDecider).when(join('c-1')).thenRefuses('NOT_FOUND', 'Kurum bulunamadı');
    given(organisationDecider, [created('INDEPENDENT')])
      .when(join('c-1'))
      .thenRefuses('CONFLICT', /Bağımsız koçun kurumuna/);
  });
});
