import { PageHeader } from '../ui';

export default function CoachesPage() {
  return <PageHeader title="CoachesPage" />;
}
