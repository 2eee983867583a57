import { PageHeader } from '../ui';

export default function StudentDetailPage() {
  return <PageHeader title="StudentDetailPage" />;
}
