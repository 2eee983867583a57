import { PageHeader } from '../ui';

export default function CalendarPage() {
  return <PageHeader title="CalendarPage" />;
}
