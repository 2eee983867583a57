// Before any schema module: zod must not probe eval under the site's CSP.
import '../forms/zod-jitless';
import { LoginPage } from '../auth/LoginPage';
import { PAGE_META } from '../seo/pages';
import { Seo } from '../seo/Seo';

export default function Page() {
  return (
    <>
      <Seo meta={PAGE_META.mentorLogin} />
      <LoginPage area="mentor" />
    </>
  );
}
