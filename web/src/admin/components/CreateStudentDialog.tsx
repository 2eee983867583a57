import { NewStudentDialog } from '../../forms/NewStudentDialog';
import { trpc } from '../../portal/trpc';
import { adminTexts as m } from '../texts';

/** Registers a student (not an account: students use the mobile app), optionally under an advisor. */
export function CreateStudentDialog({ onClose }: { onClose: () => void }) {
  const utils = trpc.useUtils();
  const advisors = trpc.admin.listAccounts.useQuery({ role: 'ADVISOR', limit: 100 });
  const create = trpc.admin.createStudent.useMutation();
  return (
    <NewStudentDialog
      texts={m.student}
      advisors={{
        label: m.student.advisor,
        none: m.student.noAdvisor,
        options: (advisors.data?.accounts ?? []).map((a) => ({
          id: a.id,
          name: `${a.firstName} ${a.lastName}`,
        })),
      }}
      save={async (student) => {
        await create.mutateAsync(student);
        await utils.admin.listStudents.invalidate();
      }}
      onClose={onClose}
    />
  );
}
