/** The e-mails the test stack's maildev caught (MAILDEV_URL), for tests that check what was sent. */
export type Mail = { id: string; subject: string; text?: string; html?: string; to: { address: string }[] };

function maildev(): string {
  const base = process.env.MAILDEV_URL;
  if (!base) throw new Error("MAILDEV_URL is not set: run with `npm test -- integration`.");
  return base;
}

/** Every e-mail caught so far for this address (case as Auth writes it: lower-case). */
export async function mailsTo(address: string): Promise<Mail[]> {
  const list = (await (await fetch(`${maildev()}/api/email`)).json()) as Mail[];
  return list.filter((m) => m.to.some((t) => t.address.toLowerCase() === address.toLowerCase()));
}

/** The e-mail for this address whose text contains `token`, waiting up to 10 s for it. */
export async function mailTo(address: string, token: string): Promise<Mail | undefined> {
  for (let i = 0; i < 50; i++) {
    for (const m of await mailsTo(address)) {
      const full = (await (await fetch(`${maildev()}/api/email/${m.id}`)).json()) as Mail;
      if (full.text?.includes(token)) return full;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return undefined;
}
