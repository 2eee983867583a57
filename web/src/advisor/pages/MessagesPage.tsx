import { PageHeader } from '../ui';

export default function MessagesPage() {
  return <PageHeader title="MessagesPage" />;
}
