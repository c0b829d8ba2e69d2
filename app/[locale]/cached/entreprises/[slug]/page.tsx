import type { Metadata } from "next";
import { BusinessPage, businessMetadata } from "../../../(site)/entreprises/[slug]/business-page";
import { tagCachedPage } from "@/lib/http/tag-page";

type Props = PageProps<"/[locale]/cached/entreprises/[slug]">;

// Rendered at the first request, kept until a write revalidates its tags (or an hour: relative dates).
export const revalidate = 3600;
export const generateStaticParams = () => [];

export function generateMetadata(props: Props): Promise<Metadata> {
  return businessMetadata(props, { live: false });
}

/** A public business, cached for visitors without a session (lib/http/cached-pages.ts). */
export default async function CachedBusinessPage({ params }: Props) {
  await tagCachedPage();
  return <BusinessPage params={params} live={false} />;
}
