import { z } from 'zod';

/** Answers to the advisor's profile questionnaire: question key → answer (text or choices). */
export const profileAnswers = z.record(
  z.string().trim().min(1, 'Soru anahtarı boş olamaz').max(80, 'Soru anahtarı en fazla 80 karakter olabilir'),
  z.union(
    [
      z.string().max(2_000, 'Yanıt en fazla 2000 karakter olabilir'),
      z
        .array(
          z
            .string({ error: 'Seçenekler metin olmalı' })
            .max(200, 'Bir seçenek en fazla 200 karakter olabilir'),
        )
        .max(30, 'En fazla 30 seçenek işaretlenebilir'),
    ],
    { error: 'Yanıt bir metin ya da metin listesi olmalı' },
  ),
  { error: 'Profil yanıtları (profileAnswers) soru → yanıt biçiminde bir nesne olmalı' },
);

export const advisorProfileUpdated = z.object({
  advisorId: z.string(),
  profileAnswers,
  at: z.string(),
});
