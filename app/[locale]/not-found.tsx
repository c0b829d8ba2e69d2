import { NotFoundView } from "@/components/layout/not-found-view";
import { SiteFrame } from "@/components/site/site-frame";
import { isBotRequest } from "@/lib/http/bot-request";

/** The 404 of pages outside the site layout (the workspace's, e.g. another seller's edit URL): with the site's header and footer. */
export default function NotFound() {
  if (isBotRequest()) return <NotFoundView />;
  return (
    <SiteFrame>
      <NotFoundView />
    </SiteFrame>
  );
}
