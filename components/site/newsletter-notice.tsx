import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";

/**
 * The sender line under the newsletter form (CASL), with its privacy link. Rendered on the server
 * and handed to the form: formatting a message with markup in the browser would load the Intl data
 * on every page, since the form sits in every footer.
 */
export async function NewsletterNotice({ tone = "default" }: { tone?: "default" | "inverted" }) {
  const t = await getTranslations("newsletter");
  const linkClass =
    tone === "inverted" ? "text-white underline" : "text-secondary-800 underline dark:text-secondary-300";
  return t.rich("sender", {
    privacy: (chunks) => (
      <Link href="/politique-confidentialite" className={linkClass}>
        {chunks}
      </Link>
    ),
  });
}
