import { PageHeader } from '../ui';

export default function AnalyticsPage() {
  return <PageHeader title="AnalyticsPage" />;
}
