import Page, { generateMetadata as metadata } from "../../../(site)/blog/[slug]/page";
import { cachedCopy } from "../../cached-copy";

/** An article, cached for visitors without a session (lib/http/cached-pages.ts). */
const copy = cachedCopy(Page, metadata);

// Rendered at the first request, kept until an article write revalidates its tags, or a minute: a
// scheduled article appears within a minute of its time without any job.
export const revalidate = 60;
export const generateStaticParams = () => [];
export const generateMetadata = copy.generateMetadata;
export default copy.Page;
