import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import * as m0001 from './0001-checkpoints-and-notes';
import * as m0002 from './0002-directory-and-sessions';
import * as m0003 from './0003-advisor-profile';
import * as m0004 from './0004-notifications-and-messages';
import * as m0005 from './0005-web-push';
import * as m0006 from './0006-student-record';
import * as m0008 from './0008-video-calls';
import * as m0009 from './0009-public-requests';
import * as m0012 from './0012-family-threads';
import * as m0013 from './0013-notifications-feed-index';
import * as m0014 from './0014-command-claims';
import * as m0015 from './0015-installation-secrets';
import * as m0016 from './0016-mail-and-password-reset';
import * as m0017 from './0017-email-verification-and-mail-preferences';
import * as m0020 from './0020-organisations';
import * as m0021 from './0021-invitations';
import * as m0022 from './0022-invitation-token-taker';
import * as m0026 from './0026-focus-blocks';
import * as m0027 from './0027-mock-exam-entered-by';
import * as m0028 from './0028-coaching-threads';
import * as m0029 from './0029-student-entries';
import * as m0030 from './0030-coach-hosted-video-calls';
import * as m0032 from './0032-attention-reason-data';
import * as m0033 from './0033-attention-acknowledgements';
import * as m0034 from './0034-session-report-sharing';
import * as m0035 from './0035-messages-position-index';
import * as m0036 from './0036-topic-progress';
import * as m0037 from './0037-deneme-depth';
import * as m0038 from './0038-organisation-attention-rules';
import * as m0039 from './0039-push-deliveries';

/** Migrations in order; names sort in the order they must run. */
const MIGRATIONS: Record<string, Migration> = {
  '0001-checkpoints-and-notes': m0001,
  '0002-directory-and-sessions': m0002,
  '0003-advisor-profile': m0003,
  '0004-notifications-and-messages': m0004,
  '0005-web-push': m0005,
  '0006-student-record': m0006,
  '0008-video-calls': m0008,
  '0009-public-requests': m0009,
  '0012-family-threads': m0012,
  '0013-notifications-feed-index': m0013,
  '0014-command-claims': m0014,
  '0015-installation-secrets': m0015,
  '0016-mail-and-password-reset': m0016,
  '0017-email-verification-and-mail-preferences': m0017,
  '0020-organisations': m0020,
  '0021-invitations': m0021,
  '0022-invitation-token-taker': m0022,
  '0026-focus-blocks': m0026,
  '0027-mock-exam-entered-by': m0027,
  '0028-coaching-threads': m0028,
  '0029-student-entries': m0029,
  '0030-coach-hosted-video-calls': m0030,
  '0032-attention-reason-data': m0032,
  '0033-attention-acknowledgements': m0033,
  '0034-session-report-sharing': m0034,
  '0035-messages-position-index': m0035,
  '0036-topic-progress': m0036,
  '0037-deneme-depth': m0037,
  '0038-organisation-attention-rules': m0038,
  '0039-push-deliveries': m0039,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/** Brings the read-model schema up to date; safe to call from several processes at once (kysely locks). */
// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema.
export async function migrateReadModels(db: Kysely<any>): Promise<void> {
  // Features number their migrations ahead of time and land in any order (0008 may come before 0006):
  // a database that already ran a later one still takes an earlier one that arrives afterwards.
  // Kysely looks for its own tables in every schema unless told which: name ours (search_path decides).
  const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db);
  const migrationTableSchema = rows[0]?.schema;
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true, migrationTableSchema });
  for (let attempt = 1; ; attempt++) {
    const { error, results } = await migrator.migrateToLatest();
    const failed = results?.find((r) => r.status === 'Error');
    if (!error && !failed) return;
    // Kysely finds its own tables by introspecting every schema of the database: another installation's
    // schema dropped or changed at that moment (tests drop theirs side by side) fails the introspection
    // ("schema … does not exist", or a column of another schema's table gone). No migration ran yet
    // (`failed` is unset), so asking again is safe, and sees the catalogue as it is now.
    if (!failed && attempt < 3) {
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      continue;
    }
    throw new Error(`Read-model migration failed at ${failed?.migrationName ?? '?'}: ${String(error)}`);
  }
}
