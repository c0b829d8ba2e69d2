import { MailDev } from "maildev";
import type { Profile } from "./profiles.ts";

/** The local mail catcher: SMTP for the app and Auth, a web UI and REST API to read what was sent. */
export async function startMail(profile: Profile): Promise<{ stop: () => Promise<void> }> {
  const maildev = new MailDev({
    smtp: profile.ports.smtp,
    web: profile.ports.mailUi,
    ip: "127.0.0.1",
    webIp: "127.0.0.1",
    maxEmails: 500,
    silent: true,
  } as never);
  await maildev.start();
  return { stop: () => maildev.stop() };
}
