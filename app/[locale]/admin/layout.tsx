import { ClientMessages } from "@/components/i18n/client-messages";

/**
 * The workspace and the back office: their client components use next-intl's hooks from their
 * first render, so next-intl's provider is given at once (public pages get it only when a form or
 * a dialog that needs it loads: components/i18n/with-intl.tsx).
 */
export default function AdminLayout({ children }: LayoutProps<"/[locale]/admin">) {
  return <ClientMessages>{children}</ClientMessages>;
}
