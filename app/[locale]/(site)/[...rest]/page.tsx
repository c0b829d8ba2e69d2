import { notFound } from "next/navigation";

/** Any path no route matches renders the translated 404 page of its locale. */
export default function CatchAll() {
  notFound();
}
