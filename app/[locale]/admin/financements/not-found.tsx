/** A 404 in this part of the workspace: the page's place in its layout (header, navigation, footer) says it. */
export { NotFoundView as default } from "@/components/layout/not-found-view";
