"use client";

import { useTranslations } from "next-intl";
import { WithIntl } from "@/components/i18n/with-intl";
import { buttonClasses } from "@/components/ui/button";
import { isBot } from "@/lib/http/bots";
import { Link } from "@/lib/i18n/navigation";
import { useClientValue } from "@/lib/use-client-value";

type Props = { error: Error & { digest?: string }; reset: () => void };

/** The generic error page (§2): what happened, a retry and 'Back to home' (loaded by ErrorBoundaryView). */
export function ErrorView(props: Props) {
  return (
    <WithIntl>
      <ErrorContent {...props} />
    </WithIntl>
  );
}

function ErrorContent({ error, reset }: Props) {
  const t = useTranslations("errors");
  const bot = useClientValue(() => isBot(navigator.userAgent), false);

  if (bot) return <h1>{t("errorTitle")}</h1>;
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center" role="alert">
      <h1 className="text-3xl font-bold tracking-tight">{t("errorTitle")}</h1>
      <p className="text-neutral-700 dark:text-neutral-300">{t("errorBody")}</p>
      {error.digest ? (
        <p className="text-sm text-neutral-600 dark:text-neutral-400">
          {t("errorReference", { digest: error.digest })}
        </p>
      ) : null}
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={reset} className={buttonClasses({ variant: "outline" })}>
          {t("retry")}
        </button>
        <Link href="/" className={buttonClasses()}>
          {t("backHome")}
        </Link>
      </div>
    </div>
  );
}
