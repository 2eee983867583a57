import { Link } from '@tanstack/react-router';
import { buttonClass } from '../../design/ui/button';
import { AdminPageHeader } from '../components/AdminPageHeader';
import { adminTexts } from '../texts';

const m = adminTexts.notFound;

/** Any other /admin/… path. */
export default function AdminNotFoundPage() {
  return (
    <>
      <AdminPageHeader title={m.title} lead={m.text} />
      <Link to="/admin/" className={buttonClass('secondary', 'md')}>
        {m.back}
      </Link>
    </>
  );
}
