import { PageHeader } from '../ui';

export default function EventsPage() {
  return <PageHeader title="EventsPage" />;
}
