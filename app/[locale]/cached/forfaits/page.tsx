import Page, { generateMetadata as metadata } from "../../(site)/forfaits/page";
import { cachedCopy } from "../cached-copy";

/** /forfaits, cached for visitors without a session (lib/http/cached-pages.ts). */
const copy = cachedCopy(Page, metadata);

// Rendered at the first request, kept until a write revalidates its tags (or an hour).
export const revalidate = 3600;
export const generateStaticParams = () => [];
export const generateMetadata = copy.generateMetadata;
export default copy.Page;
