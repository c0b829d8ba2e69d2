/** The site's 404, inside its layout (header and footer). */
export { NotFoundView as default } from "@/components/layout/not-found-view";
