"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { fail } from "@/lib/actions/result";
import { readHistory } from "@/lib/moderation/actions/read-history";
import type { ModerationEvent } from "@/lib/moderation/queries";
import type { Locale } from "@/lib/i18n/routing";
import type { ItemKind } from "@/lib/listings/kinds";
import { useMessageText } from "@/lib/i18n/use-message-text";
import { ModerationEventList } from "./moderation-event-list";

type State =
  | { status: "closed" | "loading" }
  | { status: "failed"; message: string }
  | { status: "loaded"; events: ModerationEvent[] };

/**
 * A queue row's moderation history behind a disclosure: read the first time it opens (the queue's
 * 25 rows come without their histories) and again when the row changes (`version`, after a
 * decision refreshed the page) while it is open; a failure offers to try again.
 */
export function QueueHistory({
  kind,
  id,
  locale,
  version,
}: {
  kind: ItemKind;
  id: number;
  locale: Locale;
  /** Changes when the row does (status, dates, flags): a history read before is then out of date. */
  version: string;
}) {
  const t = useTranslations("moderation");
  const messageText = useMessageText();
  const [state, setState] = useState<State>({ status: "closed" });
  const details = useRef<HTMLDetailsElement>(null);
  const seen = useRef(version);

  function load() {
    setState({ status: "loading" });
    readHistory({ kind, id })
      .catch(() => fail("moderation.history.failed"))
      .then((result) =>
        setState(
          result.ok
            ? { status: "loaded", events: result.data }
            : { status: "failed", message: messageText(result.message) ?? "" },
        ),
      );
  }

  useEffect(() => {
    if (seen.current === version) return;
    seen.current = version;
    if (details.current?.open) load();
    else setState({ status: "closed" });
    // load reads only props and stable setters; the row's version is what matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [version]);

  return (
    <details
      ref={details}
      className="group"
      onToggle={(event) => {
        if (event.currentTarget.open && state.status === "closed") load();
      }}
    >
      <summary className="cursor-pointer text-sm font-medium text-primary-800 underline-offset-2 hover:underline dark:text-primary-300">
        {t("queue.history")}
      </summary>
      <div className="mt-2 max-w-md" aria-busy={state.status === "loading"}>
        {state.status === "loading" ? (
          <p className="text-sm text-neutral-700 dark:text-neutral-300">{t("history.loading")}</p>
        ) : state.status === "failed" ? (
          <div role="alert" className="space-y-2 text-sm text-error-700 dark:text-error-300">
            <p>{state.message}</p>
            <Button size="sm" variant="outline" onClick={load}>
              {t("history.retry")}
            </Button>
          </div>
        ) : state.status === "loaded" ? (
          <ModerationEventList events={state.events} locale={locale} />
        ) : null}
      </div>
    </details>
  );
}
