import { PageHeader } from '../ui';

export default function ProfilePage() {
  return <PageHeader title="ProfilePage" />;
}
