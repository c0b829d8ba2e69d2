import type { Metadata, Viewport } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { hasLocale } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AppToaster } from "@/components/app/app-toaster";
import { AuthListener } from "@/components/accounts/auth-listener";
import { ColorModeProvider } from "@/components/site/color-mode-provider";
import { DeploymentGuard } from "@/components/app/deployment-guard";
import { NavigationProgress } from "@/components/site/navigation-progress";
import { PageViewTracker } from "@/components/site/page-view-tracker";
import { ClientMessages } from "@/components/i18n/client-messages";
import { publicEnv } from "@/lib/env";
import { defaultShareImage } from "@/lib/site/metadata";
import { routing } from "@/lib/i18n/routing";
import "@/app/globals.css";

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

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
  // The middleware's per-request CSP nonce, for the one inline script React renders (next-themes').
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  const t = await getTranslations("shell");
  return (
    // next-themes sets the colour-mode class before paint; the server cannot know it.
    <html lang={locale} suppressHydrationWarning>
      <body className="min-h-dvh bg-white text-neutral-900 antialiased dark:bg-neutral-950 dark:text-neutral-100">
        <ClientMessages>
          <ColorModeProvider nonce={nonce}>
            {children}
            <AppToaster />
          </ColorModeProvider>
          <NavigationProgress label={t("pageLoading")} />
          <DeploymentGuard />
          <PageViewTracker />
          <AuthListener />
        </ClientMessages>
      </body>
    </html>
  );
}
