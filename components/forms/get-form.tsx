"use client";

import type { FormEvent, FormHTMLAttributes } from "react";

/**
 * A GET form (searches, filters): it works without JavaScript, and with it the fields left
 * blank stay out of the URL, so a shared search reads /entreprises?region=estrie rather than
 * ?search=&industry=&category=&region=estrie&….
 */
export function GetForm(props: Omit<FormHTMLAttributes<HTMLFormElement>, "method" | "onSubmit">) {
  return <form {...props} method="get" onSubmit={submitFilledFields} />;
}

function submitFilledFields(event: FormEvent<HTMLFormElement>) {
  const form = event.currentTarget;
  const query = new URLSearchParams();
  for (const [name, value] of new FormData(form, (event.nativeEvent as SubmitEvent).submitter)) {
    if (typeof value === "string" && value.trim()) query.append(name, value);
  }
  event.preventDefault();
  const url = new URL(form.action);
  url.search = query.toString();
  window.location.assign(url);
}
