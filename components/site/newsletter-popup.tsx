"use client";

import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { CloseIcon, MailIcon } from "@/components/ui/icons";
import { usePathname } from "@/lib/i18n/navigation";
import { isPopupAllowed } from "@/lib/site/navigation";
import { watchFormActivity } from "@/lib/site/form-activity";
import {
  isFormBusy,
  isPopupSuppressed,
  parseDismissal,
  POPUP_DELAY_MS,
  POPUP_RETRY_MS,
  POPUP_SCROLL_RATIO,
  POPUP_STORAGE_KEY,
  scrollRatio,
  type PopupDismissal,
} from "@/lib/site/newsletter-popup";
import { NewsletterForm } from "./newsletter-form";

function readDismissal(): PopupDismissal | null {
  try {
    return parseDismissal(window.localStorage.getItem(POPUP_STORAGE_KEY));
  } catch {
    return null;
  }
}

function recordDismissal(reason: PopupDismissal["reason"]) {
  try {
    window.localStorage.setItem(POPUP_STORAGE_KEY, JSON.stringify({ at: Date.now(), reason } satisfies PopupDismissal));
  } catch {
    // Storage refused (private mode): the popup may show again next visit, nothing worse.
  }
}

/**
 * Opens after 15 s, at 40 % scroll or on exit intent; not again for 30 days once closed or used (§2, §9).
 * Never while a form field has the focus or holds unsent text, nor just after a form was sent.
 */
export function NewsletterPopup({ notice }: { notice: ReactNode }) {
  const t = useTranslations("newsletter");
  const pathname = usePathname();
  const allowed = isPopupAllowed(pathname);
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const subscribed = useRef(false);
  const forms = useRef<ReturnType<typeof watchFormActivity>>(null);

  useEffect(() => {
    forms.current = watchFormActivity(() => dialog.current);
    return () => forms.current?.stop();
  }, []);

  useEffect(() => {
    if (!allowed || open || isPopupSuppressed(readDismissal(), Date.now())) return;
    /** True once the question is settled: opened, or not wanted any more. */
    const show = () => {
      if (isPopupSuppressed(readDismissal(), Date.now())) return true;
      const activity = forms.current?.read();
      if (activity && isFormBusy(activity, Date.now())) return false;
      setOpen(true);
      return true;
    };
    let timer = window.setTimeout(function tick() {
      if (!show()) timer = window.setTimeout(tick, POPUP_RETRY_MS);
    }, POPUP_DELAY_MS);
    const onScroll = () => {
      if (scrollRatio(window.scrollY, document.documentElement.scrollHeight, window.innerHeight) >= POPUP_SCROLL_RATIO)
        show();
    };
    // Exit intent: the pointer leaves the window through its top edge (towards the tabs or the address bar).
    const onMouseOut = (event: MouseEvent) => {
      if (!event.relatedTarget && event.clientY <= 0) show();
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    document.addEventListener("mouseout", onMouseOut);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener("scroll", onScroll);
      document.removeEventListener("mouseout", onMouseOut);
    };
  }, [allowed, open, pathname]);

  useEffect(() => {
    const element = dialog.current;
    if (open && element && !element.open) element.showModal();
  }, [open]);

  const close = useCallback(() => {
    recordDismissal(subscribed.current ? "subscribed" : "closed");
    dialog.current?.close();
    setOpen(false);
  }, []);

  if (!allowed || !open) return null;

  return (
    <dialog
      ref={dialog}
      aria-labelledby="newsletter-popup-title"
      aria-describedby="newsletter-popup-body"
      data-testid="newsletter-popup"
      onClose={close}
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-xl bg-transparent p-0 text-neutral-900 backdrop:bg-neutral-950/60 dark:text-neutral-100"
    >
      <div className="relative rounded-xl bg-white p-6 shadow-2xl sm:p-8 dark:bg-neutral-900">
        <button
          type="button"
          onClick={close}
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
          <NewsletterForm
            source="popup"
            notice={notice}
            onSubscribed={() => {
              subscribed.current = true;
              close();
            }}
          />
        </div>
      </div>
    </dialog>
  );
}
