/**
 * The 404 of what no nearer boundary catches (a layout's own notFound()): the page alone. Every part
 * of the site and the workspace has its own boundary inside its layout, which frames it with the
 * header and footer. This one stays bare on purpose: Next.js renders each boundary's page with every
 * response under it, and a framed one here cost a second header and footer in every page's payload.
 */
export { NotFoundView as default } from "@/components/layout/not-found-view";
