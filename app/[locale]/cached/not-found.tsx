/** The cached pages' 404, inside their layout (header and footer). */
export { NotFoundView as default } from "@/components/layout/not-found-view";
