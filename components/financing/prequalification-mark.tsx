import { useLocale, useTranslations } from "next-intl";
import { ShieldIcon } from "@/components/ui/icons";
import { cn } from "@/lib/cn";
import { isCurrent, lenderLabel, type PrequalificationMark as Mark } from "@/lib/financing/prequalification/mark";
import { formatDate, formatPrice } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/routing";

/** What the mark shows: the lender, the amount, the last valid day (and when it lapses). */
export type MarkFields = Pick<Mark, "lender_name" | "lender_company" | "amount" | "expires_on" | "expires_at">;

/**
 * A lender's pre-qualification of a buyer, as sellers see it beside a request or an offer and the
 * buyer sees their own: "Pre-qualified up to N $, by Lender, valid until D". A lapsed mark (the buyer's
 * own list only: nobody else is given one) says so, muted. Works in server and client components
 * (the `prequalification` messages must be given to a client one).
 */
export function PrequalificationMark({ mark, className }: { mark: MarkFields; className?: string }) {
  const t = useTranslations("prequalification.mark");
  const locale = useLocale() as Locale;
  const current = isCurrent(mark);
  const until = formatDate(mark.expires_on, locale);
  return (
    <p
      className={cn(
        "inline-flex max-w-full items-start gap-2 rounded-md border px-3 py-1.5 text-sm",
        current
          ? "border-success-300 bg-success-50 text-success-950 dark:border-success-700 dark:bg-success-950/60 dark:text-success-50"
          : "border-neutral-300 bg-neutral-50 text-neutral-700 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-300",
        className,
      )}
      data-testid="prequalification-mark"
      data-current={current}
    >
      <ShieldIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        <span className="sr-only">{t("label")} </span>
        <strong className="font-semibold">{t("amount", { amount: formatPrice(mark.amount, locale) })}</strong>{" "}
        {t("lender", { lender: lenderLabel({ name: mark.lender_name, company: mark.lender_company }) })}
        {" · "}
        {current ? t("until", { date: until }) : t("lapsed", { date: until })}
      </span>
    </p>
  );
}

/** A buyer's marks, one under the other; nothing when there are none. */
export function PrequalificationMarks({
  marks,
  className,
}: {
  marks: readonly MarkFields[] | undefined;
  className?: string;
}) {
  if (!marks?.length) return null;
  return (
    <div className={cn("flex flex-col items-start gap-1.5", className)} data-testid="prequalification-marks">
      {marks.map((mark) => (
        <PrequalificationMark key={`${mark.lender_name}-${mark.expires_at}-${mark.amount}`} mark={mark} />
      ))}
    </div>
  );
}
