import { PageHeader } from '../ui';

export default function ThemeDemoPage() {
  return <PageHeader title="ThemeDemoPage" />;
}
