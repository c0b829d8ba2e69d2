"use client";

import type { SelectHTMLAttributes } from "react";

/** A select that submits its form when changed (the form's own button does the same without JavaScript). */
export function AutoSubmitSelect(props: SelectHTMLAttributes<HTMLSelectElement>) {
  return <select {...props} onChange={(event) => event.currentTarget.form?.requestSubmit()} />;
}
