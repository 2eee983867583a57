import { PageHeader } from '../ui';

export default function StudentsPage() {
  return <PageHeader title="StudentsPage" />;
}
