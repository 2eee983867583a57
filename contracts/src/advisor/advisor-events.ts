import { z } from 'zod';

/** Answers to the advisor's profile questionnaire: question key → answer (text or choices). */
export const profileAnswers = z.record(
  z.string().trim().min(1).max(80),
  z.union([
    z.string().max(2_000, 'Yanıt en fazla 2000 karakter olabilir'),
    z.array(z.string().max(200)).max(30),
  ]),
);

export const advisorProfileUpdated = z.object({
  advisorId: z.string(),
  profileAnswers,
  at: z.string(),
});
