import type { RunningServer } from '../../server';
import { api, loginAs } from '../../testing-http';

/**
 * Tests: the coach signs in and accepts the newest invitation mailed to them (read from the embedded
 * mailbox), as a coach does who was invited by add-coach or "Koç davet et".
 */
export async function acceptCoachInvitation(server: RunningServer, email: string, password = 'Pusula.2025') {
  await server.deps.mail.settled();
  const mail = await server.deps.storage.db
    .selectFrom('mailbox')
    .select('text_body')
    .where('to_address', '=', email)
    .orderBy('received_at', 'desc')
    .executeTakeFirst();
  const token = mail && /\/davet\/([A-Za-z0-9_-]{43})/.exec(mail.text_body)?.[1];
  if (!token) throw new Error(`no invitation mailed to ${email}`);
  const session = await loginAs(server.url, email, password);
  return api(server.url, 'POST', '/api/invitations/accept', { token: session, body: { token } });
}
