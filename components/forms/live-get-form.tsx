"use client";

import { useRouter } from "next/navigation";
import {
  createContext,
  useContext,
  useEffect,
  useRef,
  useState,
  useTransition,
  type FocusEvent,
  type FormEvent,
  type FormHTMLAttributes,
} from "react";

function filledQuery(form: HTMLFormElement, submitter?: HTMLElement | null): string {
  const query = new URLSearchParams();
  for (const [name, value] of new FormData(form, submitter ?? undefined)) {
    if (typeof value === "string" && value.trim()) query.append(name, value.trim());
  }
  return query.toString();
}

/** Which of the server's errors a field of a LiveGetForm shows (all of them outside one). */
const ShownErrors = createContext<(name: string) => boolean>(() => true);

/** Whether the error the server found for this field is shown yet. */
export function useErrorShown(name: string): boolean {
  return useContext(ShownErrors)(name);
}

/**
 * A calculator's GET form: without JavaScript the browser sends it and the server computes the
 * result; with it, the result follows what is typed (the URL is replaced a moment after the last
 * keystroke, so the server renders the new result and the link stays shareable). The server
 * checks every field each time, but, as in every form of the site, an error shows only on a field
 * the visitor has left, or after "submit", which also sends an empty form (so it says what it
 * lacks) and moves the focus to the first error.
 */
export function LiveGetForm({
  children,
  ...props
}: Omit<FormHTMLAttributes<HTMLFormElement>, "method" | "onSubmit" | "onInput">) {
  const router = useRouter();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const ref = useRef<HTMLFormElement>(null);
  // Until the visitor types here, the errors are those of a form sent without JavaScript: all shown.
  const [live, setLive] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [pending, start] = useTransition();
  const focusFirstError = useRef(false);

  useEffect(() => {
    if (pending || !focusFirstError.current) return;
    focusFirstError.current = false;
    ref.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
  }, [pending]);

  const go = (form: HTMLFormElement, query: string) =>
    start(() => router.replace(`${window.location.pathname}${query ? `?${query}` : ""}`, { scroll: false }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clearTimeout(timer.current);
    const form = event.currentTarget;
    const query = filledQuery(form, (event.nativeEvent as SubmitEvent).submitter);
    // An empty form is sent as its first field, empty: the server then names every answer it needs.
    const first = form.querySelector<HTMLInputElement>("[name]")?.name;
    setSubmitted(true);
    focusFirstError.current = true;
    go(form, query || (first ? `${encodeURIComponent(first)}=` : ""));
  };

  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    setLive(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => go(form, filledQuery(form)), 600);
  };

  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    const name = (event.target as { name?: unknown }).name;
    if (typeof name === "string" && name && !touched.has(name)) setTouched(new Set(touched).add(name));
  };

  const shown = (name: string) => !live || submitted || touched.has(name);
  return (
    <ShownErrors.Provider value={shown}>
      <form ref={ref} {...props} method="get" onSubmit={onSubmit} onInput={onInput} onChange={onInput} onBlur={onBlur}>
        {children}
      </form>
    </ShownErrors.Provider>
  );
}
