import { z } from 'zod';

/**
 * An organisation (kurum): the tenant everything belongs to. A coaching company is founded by an advisor
 * and holds its advisors, coaches and students; an independent mentor's organisation holds the mentor and
 * their students. Nothing of one organisation is listed, searchable or addable from another.
 */
export const ORGANISATION_KINDS = ['COMPANY', 'INDEPENDENT'] as const;
export type OrganisationKind = (typeof ORGANISATION_KINDS)[number];

/**
 * Stream `organisation-{organisationId}`. Self-registration founds one; its id is the founder's account
 * id, which is also how accounts registered before organisations existed are read (see the directory
 * projector): an advisor's company, a coach's own practice.
 */
export const organisationCreated = z.object({
  organisationId: z.string(),
  kind: z.enum(ORGANISATION_KINDS),
  name: z.string(),
  founderId: z.string(),
  /** The package chosen at registration. */
  packageId: z.string(),
  /** The free trial's end: the package's limits hold during it; afterwards nothing new is added. */
  trialEndsAt: z.string().nullable(),
  at: z.string(),
});

/** An account joined the organisation after its founding (an accepted invitation). */
export const organisationMemberJoined = z.object({
  organisationId: z.string(),
  accountId: z.string(),
  role: z.enum(['ADVISOR', 'COACH', 'STUDENT', 'PARENT']),
  /** The organisation the account leaves by joining, if any (a coach who moves). */
  previousOrganisationId: z.string().nullable(),
  at: z.string(),
});
