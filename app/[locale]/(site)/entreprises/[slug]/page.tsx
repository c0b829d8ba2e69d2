import type { Metadata } from "next";
import { BusinessPage, businessMetadata } from "./business-page";

type Props = PageProps<"/[locale]/entreprises/[slug]">;

export function generateMetadata(props: Props): Promise<Metadata> {
  return businessMetadata(props, { live: true });
}

/** /entreprises/{slug} for a visitor with a session (lib/http/cached-pages.ts): drafts previewed. */
export default function LiveBusinessPage({ params }: Props) {
  return <BusinessPage params={params} live />;
}
