import { type PageHeaderProps, PortalPageHeader } from '../portal/ui';
import { common } from './texts';

/** A coach page's heading, lead and actions; it also names the browser tab. */
export function CoachPageHeader(props: PageHeaderProps) {
  return <PortalPageHeader {...props} documentTitle={common.pageTitle(props.title)} />;
}
