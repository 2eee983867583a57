import { PageHeader } from '../ui';

export default function AdvisorNotFoundPage() {
  return <PageHeader title="AdvisorNotFoundPage" />;
}
