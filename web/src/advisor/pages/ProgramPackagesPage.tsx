import { PageHeader } from '../ui';

export default function ProgramPackagesPage() {
  return <PageHeader title="ProgramPackagesPage" />;
}
