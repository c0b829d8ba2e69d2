import { getTranslations } from "next-intl/server";
import { connection } from "next/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import { ColorModeButton } from "@/components/site/color-mode-button";
import { LanguageSwitch } from "@/components/layout/language-switch";
import { Logo } from "@/components/layout/logo";
import { SkipLink } from "@/components/layout/skip-link";
import { Link } from "@/lib/i18n/navigation";

/**
 * The auth layout (login, signup, auth-confirm, update-password): a centred card, no popup. Its
 * forms use next-intl's hooks from their first render: next-intl's provider is given at once.
 */
export default async function AuthLayout({ children }: LayoutProps<"/[locale]">) {
  // Rendered per request: each response has its own nonce (middleware.ts).
  await connection();
  const t = await getTranslations("shell");
  const tHeader = await getTranslations("header");
  const tMeta = await getTranslations("meta");
  return (
    <div className="flex min-h-dvh flex-col bg-neutral-50 dark:bg-neutral-950">
      <SkipLink label={t("skipToContent")} />
      <header className="mx-auto flex h-16 w-full max-w-5xl items-center justify-between px-4">
        <Link href="/" aria-label={tHeader("home")} className="rounded-md">
          <Logo name={tMeta("siteName")} />
        </Link>
        <div className="flex items-center gap-1">
          <LanguageSwitch />
          <ColorModeButton />
        </div>
      </header>
      <main
        id="main-content"
        tabIndex={-1}
        className="flex flex-1 items-start justify-center px-4 py-10 outline-none sm:items-center"
      >
        <div className="w-full max-w-md rounded-xl border border-neutral-200 bg-white p-6 shadow-sm sm:p-8 dark:border-neutral-800 dark:bg-neutral-900">
          <ClientMessages>{children}</ClientMessages>
        </div>
      </main>
      <footer className="py-6 text-center text-sm text-neutral-600 dark:text-neutral-400">
        <Link href="/politique-confidentialite" className="hover:underline">
          {t("privacy")}
        </Link>
        <span aria-hidden="true"> · </span>
        <Link href="/conditions-utilisation" className="hover:underline">
          {t("terms")}
        </Link>
      </footer>
    </div>
  );
}
