import { LegalDocument } from '../public/legal/LegalDocument';
import { termsContent } from '../public/legal/terms';
import { PAGE_META } from '../seo/pages';
import { Seo } from '../seo/Seo';

export default function Page() {
  return (
    <>
      <Seo meta={PAGE_META.terms} />
      <LegalDocument doc={termsContent} />
    </>
  );
}
