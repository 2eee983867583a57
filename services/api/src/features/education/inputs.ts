import { topicSearchQuery, topicsByExamQuery, topicsQuery } from '@pusula/contracts/education';
import { z } from 'zod';

/**
 * Procedure inputs: path parameters beside the contract's query schemas. The query schemas coerce, so REST
 * shims pass the raw query strings and tRPC callers pass numbers; both are checked by the same rules.
 */

const code = (label: string) =>
  z
    .string({ error: `${label} gerekli` })
    .trim()
    .min(1, `${label} gerekli`);

export const examTypeInput = z.object({ examType: code('Sınav türü') });

export const coursesInput = examTypeInput.extend({ classLevel: code('Sınıf seviyesi').optional() });

export const topicsInput = topicsQuery.extend({ courseId: code('Ders') });

// The contract lets q default to '' for clients that build queries loosely; asking the server to search
// for nothing is a mistake worth reporting rather than an empty list that looks like "no such topic".
export const searchInput = topicSearchQuery.refine((query) => query.q !== '', {
  path: ['q'],
  error: 'Arama metni boş olamaz',
});

export const topicsByExamInput = topicsByExamQuery.extend({
  examType: code('Sınav türü'),
  classLevel: code('Sınıf seviyesi'),
  courseId: code('Ders'),
});
