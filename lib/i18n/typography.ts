/**
 * "Label : value" as each language writes it: French puts a no-break space before the colon
 * (OQLF), English none. For texts assembled in code (e-mails); messages carry their own.
 */
export function labelled(locale: string, label: string, value: string): string {
  return locale === "fr" ? `${label}\u00a0: ${value}` : `${label}: ${value}`;
}
