import { PageHeader } from '../ui';

export default function CoachDetailPage() {
  return <PageHeader title="CoachDetailPage" />;
}
