"use client";

import { useText } from "@/lib/i18n/messages-context";
import { useEffect, type ReactNode, type RefObject } from "react";
import { CloseIcon, MailIcon } from "@/components/ui/icons";
import { NewsletterForm } from "./newsletter-form";

/** The popup's box (§9), loaded when the popup opens (components/site/newsletter-popup.tsx decides when). */
export default function NewsletterPopupDialog({
  dialog,
  notice,
  onClose,
  onSubscribed,
}: {
  dialog: RefObject<HTMLDialogElement | null>;
  notice: ReactNode;
  onClose: () => void;
  onSubscribed: () => void;
}) {
  const t = useText("newsletter");

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, [dialog]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby="newsletter-popup-title"
      aria-describedby="newsletter-popup-body"
      data-testid="newsletter-popup"
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-xl bg-transparent p-0 text-neutral-900 backdrop:bg-neutral-950/60 dark:text-neutral-100"
    >
      <div className="relative rounded-xl bg-white p-6 shadow-2xl sm:p-8 dark:bg-neutral-900">
        <button
          type="button"
          onClick={onClose}
          aria-label={t("close")}
          className="absolute top-3 right-3 inline-flex size-10 items-center justify-center rounded-md text-neutral-600 hover:bg-neutral-100 dark:text-neutral-300 dark:hover:bg-neutral-800"
        >
          <CloseIcon className="size-5" />
        </button>
        <span className="inline-flex size-11 items-center justify-center rounded-full bg-primary-100 text-primary-800 dark:bg-primary-950 dark:text-primary-300">
          <MailIcon className="size-6" />
        </span>
        <h2 id="newsletter-popup-title" className="mt-4 pr-8 text-2xl font-bold tracking-tight">
          {t("popupTitle")}
        </h2>
        <p id="newsletter-popup-body" className="mt-2 text-neutral-700 dark:text-neutral-300">
          {t("popupBody")}
        </p>
        <div className="mt-5">
          <NewsletterForm source="popup" notice={notice} onSubscribed={onSubscribed} />
        </div>
      </div>
    </dialog>
  );
}
