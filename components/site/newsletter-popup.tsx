"use client";

import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { useLoaded } from "@/components/app/use-loaded";
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

// The box and its form load when the popup opens: the rules below are all a page carries.
const loadDialog = () => import("./newsletter-popup-dialog");

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

  const close = useCallback(() => {
    recordDismissal(subscribed.current ? "subscribed" : "closed");
    dialog.current?.close();
    setOpen(false);
  }, []);

  const NewsletterPopupDialog = useLoaded(loadDialog, allowed && open);
  if (!allowed || !open || !NewsletterPopupDialog) return null;

  return (
    <NewsletterPopupDialog
      dialog={dialog}
      notice={notice}
      onClose={close}
      onSubscribed={() => {
        subscribed.current = true;
        close();
      }}
    />
  );
}
