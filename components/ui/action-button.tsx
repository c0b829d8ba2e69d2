"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition, type ReactNode } from "react";
import { toast } from "@/components/app/toast";
import { Button, type ButtonStyle } from "@/components/ui/button";
import type { ActionResult } from "@/lib/actions/result";
import { useMessageText } from "@/lib/i18n/use-message-text";
import { useHydrated } from "@/lib/use-client-value";
import { ConfirmDialog } from "./confirm-dialog";
import { useCloseMenu } from "./close-menu";

/**
 * A button that runs a server action (a row action: archive, mark sold…), after a confirmation
 * when `confirm` is given, then toasts the outcome and refreshes the page's data. Disabled until the
 * page is hydrated: a click before that would do nothing, so it says so (as `SubmitButton` does).
 */
export function ActionButton<D>({
  label,
  run,
  success,
  confirm,
  destructive,
  children,
  ...style
}: {
  label: string;
  run: () => Promise<ActionResult<D>>;
  success: string;
  confirm?: { title: string; body?: ReactNode; action: string };
  destructive?: boolean;
  children?: ReactNode;
} & ButtonStyle) {
  const router = useRouter();
  const text = useMessageText();
  const closeMenu = useCloseMenu();
  const [open, setOpen] = useState(false);
  // A table has one button per row: its dialog joins the page the first time it is asked for.
  const [asked, setAsked] = useState(false);
  const [pending, start] = useTransition();
  const hydrated = useHydrated();
  const go = () =>
    start(async () => {
      try {
        const result = await run();
        if (!result.ok) {
          // The dialog is modal: closed, so that the toast saying why is seen and not under its backdrop.
          setOpen(false);
          toast.error(text(result.message));
          return;
        }
        toast.success(success);
        setOpen(false);
        closeMenu?.();
        router.refresh();
      } catch {
        setOpen(false);
        toast.error(text("forms.errors.network"));
      }
    });
  return (
    <>
      <Button
        {...style}
        disabled={pending || !hydrated}
        onClick={() => {
          if (!confirm) return go();
          setAsked(true);
          setOpen(true);
        }}
      >
        {children ?? label}
      </Button>
      {confirm && asked ? (
        <ConfirmDialog
          open={open}
          title={confirm.title}
          confirmLabel={confirm.action}
          destructive={destructive}
          busy={pending}
          onConfirm={go}
          onClose={() => setOpen(false)}
        >
          {confirm.body}
        </ConfirmDialog>
      ) : null}
    </>
  );
}
