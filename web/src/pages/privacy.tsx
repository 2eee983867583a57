import { LegalDocument } from '../public/legal/LegalDocument';
import { privacyContent } from '../public/legal/privacy';
import { PAGE_META } from '../seo/pages';
import { Seo } from '../seo/Seo';

export default function Page() {
  return (
    <>
      <Seo meta={PAGE_META.privacy} />
      <LegalDocument doc={privacyContent} />
    </>
  );
}
