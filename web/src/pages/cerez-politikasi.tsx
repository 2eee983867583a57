import { cookiesContent } from '../public/legal/cookies';
import { LegalDocument } from '../public/legal/LegalDocument';
import { PAGE_META } from '../seo/pages';
import { Seo } from '../seo/Seo';

export default function Page() {
  return (
    <>
      <Seo meta={PAGE_META.cookies} />
      <LegalDocument doc={cookiesContent} />
    </>
  );
}
