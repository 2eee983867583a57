import { type ComponentProps, lazy, Suspense } from 'react';
import type { NewStudentDialog } from './NewStudentDialog';

const Dialog = lazy(() => import('./NewStudentDialog').then((m) => ({ default: m.NewStudentDialog })));

/**
 * The new-student dialog, fetched when it is first opened: its form, schemas and package list are not
 * part of a dashboard's first load on a phone.
 */
export function LazyNewStudentDialog(props: ComponentProps<typeof NewStudentDialog>) {
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
