import { FinancingSuccess } from "../../../../(site)/services/financement/success/financing-success";
import { tagCachedPage } from "@/lib/http/tag-page";

export { generateMetadata } from "../../../../(site)/services/financement/success/page";

// Rendered at the first request, kept until a write revalidates its tags (or an hour).
export const revalidate = 3600;
export const generateStaticParams = () => [];

/** /services/financement/success, cached for visitors without a session (lib/http/cached-pages.ts). */
export default async function CachedFinancingSuccessPage({
  params,
}: PageProps<"/[locale]/cached/services/financement/success">) {
  await tagCachedPage();
  return <FinancingSuccess params={params} signedIn={false} />;
}
