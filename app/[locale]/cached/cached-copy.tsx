import type { Metadata } from "next";
import type { ComponentType } from "react";
import { tagCachedPage } from "@/lib/http/tag-page";

type Query = Record<string, string | string[] | undefined>;
type LiveProps<P> = { params: Promise<P>; searchParams: Promise<Query> };

const noQuery: Promise<Query> = Promise.resolve({});

/**
 * A cached copy of a live page (lib/http/cached-pages.ts): the same page and metadata, rendered without
 * a query and tagged with every public cache tag, so a write that revalidates one renders it again.
 */
export function cachedCopy<P>(Page: ComponentType<LiveProps<P>>, metadata: (props: LiveProps<P>) => Promise<Metadata>) {
  return {
    generateMetadata: ({ params }: { params: Promise<P> }) => metadata({ params, searchParams: noQuery }),
    Page: async function CachedPage({ params }: { params: Promise<P> }) {
      await tagCachedPage();
      return <Page params={params} searchParams={noQuery} />;
    },
  };
}
