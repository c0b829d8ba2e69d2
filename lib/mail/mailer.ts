import "server-only";
import nodemailer, { type Transporter } from "nodemailer";
import { serverEnv } from "@/lib/server-env";

let transporter: Transporter | null | undefined;

/** The SMTP transport (maildev locally), or null when no SMTP server is configured. */
export function mailer(): Transporter | null {
  if (transporter !== undefined) return transporter;
  const env = serverEnv();
  transporter =
    env.SMTP_HOST && env.SMTP_PORT
      ? nodemailer.createTransport({
          host: env.SMTP_HOST,
          port: env.SMTP_PORT,
          secure: env.SMTP_PORT === 465,
          auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASS } : undefined,
          connectionTimeout: 5_000,
          greetingTimeout: 5_000,
          socketTimeout: 10_000,
        })
      : null;
  return transporter;
}
