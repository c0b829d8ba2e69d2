import type { Metadata, Viewport } from "next";
import { notFound } from "next/navigation";
import { hasLocale } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AfterStart } from "@/components/site/after-start";
import { AppToaster } from "@/components/app/app-toaster";
import { ColorModeProvider } from "@/components/site/color-mode-provider";
import { DeferredMessages } from "@/components/i18n/deferred-messages";
import { publicEnv } from "@/lib/env";
import { defaultShareImage } from "@/lib/site/metadata";
import { routing } from "@/lib/i18n/routing";
import { COLOR_MODE_SCRIPT } from "@/lib/site/color-mode-script";
import "@/app/globals.css";

// No generateStaticParams: nothing is rendered at build time, when there is no request and so no
// nonce for the page's scripts. Pages render per request, or (app/[locale]/cached) at their first one.

export async function generateMetadata({ params }: LayoutProps<"/[locale]">): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: "meta" });
  return {
    metadataBase: new URL(publicEnv().NEXT_PUBLIC_SITE_URL),
    title: { default: t("siteName"), template: `%s · ${t("siteName")}` },
    description: t("description"),
    applicationName: t("siteName"),
    openGraph: { siteName: t("siteName"), images: [{ ...defaultShareImage(locale), alt: t("siteName") }] },
    twitter: { card: "summary_large_image" },
  };
}

export const viewport: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#ffffff" },
    { media: "(prefers-color-scheme: dark)", color: "#020617" },
  ],
};

export default async function LocaleLayout({ children, params }: LayoutProps<"/[locale]">) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations("shell");
  return (
    // next-themes' script sets the colour mode's class before paint; the server cannot know it. It
    // reads no request header (its hash is in every policy), so the layout renders for cached pages too.
    <html lang={locale} suppressHydrationWarning>
      <body className="min-h-dvh bg-white text-neutral-900 antialiased dark:bg-neutral-950 dark:text-neutral-100">
        <script dangerouslySetInnerHTML={{ __html: COLOR_MODE_SCRIPT }} />
        <DeferredMessages>
          <ColorModeProvider>
            {children}
            <AppToaster />
          </ColorModeProvider>
          <AfterStart progressLabel={t("pageLoading")} />
        </DeferredMessages>
      </body>
    </html>
  );
}
