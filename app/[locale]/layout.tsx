import type { Metadata, Viewport } from "next";
import { notFound } from "next/navigation";
import { hasLocale, NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import { AppToaster } from "@/components/app/app-toaster";
import { AuthListener } from "@/components/auth/auth-listener";
import { ColorModeProvider } from "@/components/app/color-mode-provider";
import { DeploymentGuard } from "@/components/app/deployment-guard";
import { PageViewTracker } from "@/components/app/page-view-tracker";
import { publicEnv } from "@/lib/env";
import { routing } from "@/lib/i18n/routing";
import "../globals.css";

/**
 * The namespaces client components read (useTranslations in "use client" code, and the keys
 * forms and actions send back: auth, contact, forms, guards, inquiry, profile…). Every other
 * namespace is page text that server components render: it stays out of every page's payload.
 */
const clientNamespaces = new Set([
  "auth",
  "colorMode",
  "contact",
  "data",
  "errors",
  "footer",
  "forms",
  "guards",
  "header",
  "inquiry",
  "languageSwitch",
  "meta",
  "nav",
  "newsletter",
  "plans",
  "profile",
  "shell",
]);

function clientMessages(messages: Record<string, unknown>) {
  return Object.fromEntries(Object.entries(messages).filter(([namespace]) => clientNamespaces.has(namespace)));
}

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
    openGraph: { siteName: t("siteName") },
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
  const messages = await getMessages();
  return (
    // next-themes sets the colour-mode class before paint; the server cannot know it.
    <html lang={locale} suppressHydrationWarning>
      <body className="min-h-dvh bg-white text-neutral-900 antialiased dark:bg-neutral-950 dark:text-neutral-100">
        <NextIntlClientProvider messages={clientMessages(messages)}>
          <ColorModeProvider>
            {children}
            <AppToaster />
          </ColorModeProvider>
          <DeploymentGuard />
          <PageViewTracker />
          <AuthListener />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
