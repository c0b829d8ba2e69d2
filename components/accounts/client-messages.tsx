import type { ReactNode } from "react";
import { ClientMessages } from "@/components/i18n/client-messages";

/** Gives the client components inside it the account namespaces (the forms of sign-in, sign-up, profile, dashboard). */
export function AccountMessages({ children }: { children: ReactNode }) {
  return <ClientMessages namespaces={["auth", "profile", "dashboard"]}>{children}</ClientMessages>;
}
