import { Link } from '@tanstack/react-router';
import { Compass } from 'lucide-react';
import { EmptyState } from '../../design/portal-ui/states';
import { buttonClass } from '../../design/ui/button';
import { PageHeader } from '../../portal/PageHeader';
import { notFound as m } from '../texts';

/** Any /advisor/… path that is not an advisor page. */
export default function AdvisorNotFoundPage() {
  return (
    <>
      <PageHeader title={m.title} />
      <EmptyState
        icon={Compass}
        title={m.title}
        text={m.text}
        action={
          <Link to="/advisor/dashboard" className={buttonClass('primary')}>
            {m.home}
          </Link>
        }
      />
    </>
  );
}
