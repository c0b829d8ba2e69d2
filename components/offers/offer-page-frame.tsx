import type { ReactNode } from "react";
import { ClientMessages } from "@/components/i18n/client-messages";
import { Link } from "@/lib/i18n/navigation";

/** A listing's offers page (the buyer's, the seller's): the way back to the file, the title, then its parts. */
export function OfferPageFrame({
  back,
  title,
  children,
}: {
  back: { href: string; label: string };
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-10 sm:px-6">
      <Link href={back.href} className="text-sm font-medium text-primary-800 underline dark:text-primary-300">
        {back.label}
      </Link>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      <ClientMessages namespaces={["offers", "formKit", "dataTable"]}>{children}</ClientMessages>
    </div>
  );
}
