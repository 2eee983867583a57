import type { AppDeps } from '../app-deps';
import {
  postFamilyMessage,
  setParentMessagesPermission,
} from '../features/family-messages/family-message-service';
import type { SeedCommandIds } from './seed-command-ids';

/**
 * The demo coach (Mehmet Kaya) allows parent messages and has written to the families of Elif and Can, so the
 * demo parent (Fatma Öztürk) finds messages under Mesajlar and can answer. Only the coach writes here:
 * a parent's message would add a notification to the coach's demo bell.
 */
export async function seedDemoFamilyMessages(
  deps: AppDeps,
  ids: { coach1: string; elif: string; can: string },
  commandIds: SeedCommandIds,
): Promise<void> {
  const seedCommand = (name: string) => commandIds(`family:${name}`);
  const coach = { userId: ids.coach1, role: 'COACH' };
  await setParentMessagesPermission(deps, coach, true, seedCommand('allow'));
  const messages = [
    [
      ids.elif,
      'Merhaba Fatma Hanım, Elif bu hafta TYT denemesinde netlerini 4 artırdı. Hafta sonu için tekrar programını paylaştım.',
    ],
    [ids.elif, 'Veli mesajlarını açtım: sorularınızı buradan bana yazabilirsiniz.'],
    [ids.can, 'Can’ın matematik ödevleri düzenli geliyor; önümüzdeki hafta LGS deneme kampına başlıyoruz.'],
  ] as const;
  for (const [i, [studentId, content]] of messages.entries())
    await postFamilyMessage(deps, coach, {
      studentId,
      coachId: ids.coach1,
      senderType: 'COACH',
      content,
      parentMessagesAllowed: true,
      commandId: seedCommand(`message:${i}`),
    });
}
