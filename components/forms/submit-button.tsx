"use client";

import type { ButtonHTMLAttributes } from "react";
import { Button, type ButtonStyle } from "@/components/ui/button";
import { useHydrated } from "@/lib/use-client-value";

/**
 * A form's submit button, inert until the page is hydrated: a tap (or Enter, which submits through
 * the default button) made before that would send the form natively, a POST that reloads the page
 * and loses what was typed. Once hydrated it is the form's own submit.
 */
export function SubmitButton({
  disabled,
  ...props
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type"> & ButtonStyle) {
  const hydrated = useHydrated();
  return <Button {...props} type="submit" disabled={disabled || !hydrated} />;
}
