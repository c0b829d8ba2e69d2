"use client";

import { useRouter } from "next/navigation";
import { useRef, type FormEvent, type FormHTMLAttributes } from "react";

function filledQuery(form: HTMLFormElement, submitter?: HTMLElement | null): string {
  const query = new URLSearchParams();
  for (const [name, value] of new FormData(form, submitter ?? undefined)) {
    if (typeof value === "string" && value.trim()) query.append(name, value.trim());
  }
  return query.toString();
}

/**
 * A calculator's GET form: without JavaScript the browser sends it and the server computes the
 * result; with it, the result follows what is typed (the URL is replaced a moment after the last
 * keystroke, so the server renders the new result and the link stays shareable).
 */
export function LiveGetForm({
  children,
  ...props
}: Omit<FormHTMLAttributes<HTMLFormElement>, "method" | "onSubmit" | "onInput">) {
  const router = useRouter();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const go = (form: HTMLFormElement, submitter?: HTMLElement | null) => {
    const query = filledQuery(form, submitter);
    router.replace(`${window.location.pathname}${query ? `?${query}` : ""}`, { scroll: false });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clearTimeout(timer.current);
    go(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
  };

  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => go(form), 600);
  };

  return (
    <form {...props} method="get" onSubmit={onSubmit} onInput={onInput} onChange={onInput}>
      {children}
    </form>
  );
}
