import { findCoachPackage } from '@pusula/contracts';
import { accountByEmailQuery } from '@pusula/projections';
import type { AppDeps } from '../app-deps';
import type { Actor } from '../commands/handle-command';
import { createStudent, linkParent, registerAccount } from '../features/accounts/account-service';
import { addCoach, assignCoach } from '../features/roster/roster-service';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_STUDENT_ACCOUNT, DEMO_STUDENTS } from './demo-data';
import { seedDemoFamilyMessages } from './demo-family-messages';
import { seedDemoNotesAndMessages } from './demo-notes-and-messages';
import { seedDemoRecord } from './demo-record';
import { seedCommandIds } from './seed-command-ids';

const SEED: Actor = { userId: 'seed', role: 'ADMIN' };

/**
 * Nobody waits for the seed's answers: on a loaded machine a read model may lag behind a command longer than
 * a user would wait, and a seed stopped halfway by that would leave a half-made demo.
 */
const SEED_READ_MODEL_WAIT_MS = 120_000;

export async function seedDemo(appDeps: AppDeps): Promise<void> {
  const deps = { ...appDeps, readYourWritesTimeoutMs: SEED_READ_MODEL_WAIT_MS };
  const commandIds = await seedCommandIds(deps.storage.db);
  const seedCommand = (name: string) => commandIds(`accounts:${name}`);
  const ids = new Map<string, string>();
  for (const account of DEMO_ACCOUNTS) {
    const { accountId } = await registerAccount(
      deps,
      {
        role: account.role,
        email: account.email,
        firstName: account.firstName,
        lastName: account.lastName,
        phone: account.phone,
        password: DEMO_PASSWORD,
        coachPackage: findCoachPackage(account.packageId),
        advisor: account.advisor,
        createdBy: 'seed',
        // A coach of a demo advisor works in the advisor's company (the organisation id is the founder's).
        organisationId: ids.get(account.advisorKey ?? account.companyKey ?? ''),
        organisationName: account.organisationName,
      },
      seedCommand(`account:${account.email}`),
      SEED,
    );
    ids.set(account.key, accountId);
  }
  for (const account of DEMO_ACCOUNTS) {
    if (!account.advisorKey) continue;
    await addCoach(
      deps,
      ids.get(account.advisorKey)!,
      ids.get(account.key)!,
      seedCommand(`add-coach:${account.key}`),
      SEED,
    );
  }
  for (const student of DEMO_STUDENTS) {
    const advisorId = ids.get(student.advisorKey)!;
    const { studentId } = await createStudent(
      deps,
      student,
      { rosterOwnerId: advisorId },
      seedCommand(`student:${student.key}`),
      SEED,
    );
    if (student.coachKey) {
      await assignCoach(
        deps,
        advisorId,
        studentId,
        ids.get(student.coachKey)!,
        seedCommand(`assign:${student.key}`),
        SEED,
      );
    }
    if (student.parent)
      await linkParent(deps, ids.get('parent')!, studentId, seedCommand(`link:${student.key}`), SEED);
    ids.set(`student:${student.key}`, studentId);
  }
  await seedDemoStudentAccount(deps, ids, seedCommand);
  // The student record (program, denemes, homework, sessions, goals…): every tab shows something.
  await seedDemoRecord(
    deps,
    {
      coach1: ids.get('coach1')!,
      elif: ids.get('student:elif')!,
      can: ids.get('student:can')!,
      arda: ids.get('student:arda')!,
    },
    commandIds,
  );
  // The family threads (coach ↔ parents): a few messages from the demo coach to the demo parent's children.
  await seedDemoFamilyMessages(
    deps,
    {
      coach1: ids.get('coach1')!,
      elif: ids.get('student:elif')!,
      can: ids.get('student:can')!,
    },
    commandIds,
  );
  // Advisor notes to the demo coach (read, answered, unread) and an advisor ↔ coach conversation.
  await seedDemoNotesAndMessages(
    deps,
    {
      advisor1: ids.get('advisor1')!,
      coach1: ids.get('coach1')!,
      elif: ids.get('student:elif')!,
      can: ids.get('student:can')!,
      arda: ids.get('student:arda')!,
    },
    commandIds,
  );
}

/** Elif signs in to the student app: her account is registered with her student id, as an invitation's is. */
async function seedDemoStudentAccount(
  deps: AppDeps,
  ids: Map<string, string>,
  seedCommand: (name: string) => string,
) {
  const { studentKey, ...person } = DEMO_STUDENT_ACCOUNT;
  const student = DEMO_STUDENTS.find((s) => s.key === studentKey)!;
  await registerAccount(
    deps,
    {
      role: 'STUDENT',
      ...person,
      password: DEMO_PASSWORD,
      createdBy: 'seed',
      organisationId: ids.get(student.advisorKey),
      studentId: ids.get(`student:${studentKey}`)!,
    },
    seedCommand(`account:${person.email}`),
    SEED,
  );
}

/** `pnpm start` seeds once: only a store without any event gets the demo data. */
export async function seedDemoIfEmpty(deps: AppDeps): Promise<boolean> {
  if ((await deps.storage.store.committedHead()) !== null) return false;
  if (await accountByEmailQuery(deps.storage.db, 'admin@pusula.dev')) return false;
  await seedDemo(deps);
  return true;
}
