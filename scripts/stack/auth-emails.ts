import fs from "node:fs";
import path from "node:path";
import { projectRoot } from "./profiles.ts";

const configToml = () => fs.readFileSync(path.join(projectRoot, "supabase/config.toml"), "utf8");

/** A subject of supabase/config.toml's `[auth.email.template.<kind>]` (a TOML basic or literal string). */
export function authEmailSubject(kind: string, toml = configToml()): string {
  const section =
    toml.split(new RegExp(`^\\[auth\\.email\\.template\\.${kind}\\]\\s*$`, "m"))[1]?.split(/^\[/m)[0] ?? "";
  const subject = /^subject\s*=\s*(?:'([^']*)'|"([^"]*)")/m.exec(section);
  if (!subject) throw new Error(`supabase/config.toml has no subject for the ${kind} e-mail`);
  return subject[1] ?? subject[2]!;
}

/**
 * The Auth e-mails' templates and subjects, as supabase/config.toml names them for the CLI: their
 * links lead to the app's /auth-confirm with a token hash, which works on any device.
 */
export function authEmailTemplates() {
  const template = (kind: string) => ({
    subject: authEmailSubject(kind),
    content_path: path.join(projectRoot, "supabase/templates", `${kind}.html`),
  });
  return {
    confirmation: template("confirmation"),
    recovery: template("recovery"),
    email_change: template("email_change"),
  };
}

/** The password rules of supabase/config.toml's [auth] section, which lite takes from its own config. */
export function authPasswordPolicy(toml = configToml()) {
  const auth = toml.split(/^\[auth\]\s*$/m)[1]?.split(/^\[/m)[0] ?? "";
  const min = /^minimum_password_length\s*=\s*(\d+)/m.exec(auth)?.[1];
  const requirements = /^password_requirements\s*=\s*"([^"]*)"/m.exec(auth)?.[1];
  return {
    minimum_password_length: min ? Number(min) : 6,
    ...(requirements ? { password_requirements: requirements } : {}),
  };
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", apos: "'", nbsp: " " };

/**
 * The plain-text part of an HTML e-mail: its text, each link followed by its address. Lite writes
 * the text part from built-in English templates whose link goes to /auth/v1/verify on the site
 * (a 404 on this app); hosted Supabase sends the custom template's content, so the text part is
 * made from the same HTML here: the same working link, in both languages.
 */
export function htmlToText(html: string): string {
  const decode = (s: string) => s.replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name]!);
  return decode(
    html
      .replace(/<(head|style|script)\b[\s\S]*?<\/\1>/gi, "")
      .replace(
        // A closing tag may break before its ">" (Prettier formats the templates that way).
        /<a\b[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a\s*>/gi,
        (_, href: string, label: string) => `${label.replace(/<[^>]+>/g, "").trim()}: ${href}`,
      )
      .replace(/<hr\b[^>]*>/gi, "\n----\n")
      .replace(/<br\s*\/?>/gi, "\n")
      .replace(/<\/(p|h[1-6]|div|li|tr)\s*>/gi, "\n\n")
      .replace(/<[^>]+>/g, ""),
  )
    .split("\n")
    .map((line) => line.replace(/[ \t]+/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

type EmailMessage = { to: string; subject: string; text?: string; html?: string };

/** An account's user metadata (what hosted Auth's templates read as `.Data`). */
export type UserData = Record<string, unknown>;

type Token = { text: string } | { tag: "if" | "else if" | "else" | "end"; condition: string };

const TAG = /\{\{\s*(if|else if|else|end)\b\s*([^}]*?)\s*\}\}/g;

function tokens(template: string): Token[] {
  const list: Token[] = [];
  let last = 0;
  for (const match of template.matchAll(TAG)) {
    list.push({ text: template.slice(last, match.index) });
    list.push({ tag: match[1] as "if" | "else if" | "else" | "end", condition: match[2] ?? "" });
    last = match.index + match[0].length;
  }
  list.push({ text: template.slice(last) });
  return list;
}

/** `eq .Data.<key> "<value>"` or `ne …`, as Go's templates read them (a missing key equals nothing). */
function holds(condition: string, data: UserData): boolean {
  const parts = /^(eq|ne)\s+\.Data\.(\w+)\s+"([^"]*)"$/.exec(condition);
  if (!parts) throw new Error(`auth e-mail template: unsupported condition "${condition}"`);
  const equal = data[parts[2]!] === parts[3];
  return parts[1] === "eq" ? equal : !equal;
}

/**
 * The conditions of the Auth e-mails' templates, resolved with the account's metadata: the templates
 * (supabase/templates, the subjects in supabase/config.toml) are Go templates that hosted Auth renders
 * with `.Data` (the user's metadata, where sign-up puts `locale`); lite replaces only `{{ .Name }}`.
 * Only what the templates use: `{{ if eq|ne .Data.key "value" }}`, `{{ else if … }}`, `{{ else }}`, `{{ end }}`.
 */
export function renderDataConditions(template: string, data: UserData): string {
  const list = tokens(template);
  let at = 0;
  const block = (): string => {
    let out = "";
    for (let token = list[at]; token; token = list[at]) {
      if ("text" in token) out += token.text;
      else if (token.tag === "if") {
        at++;
        out += conditional(token.condition);
        continue;
      } else return out;
      at++;
    }
    return out;
  };
  const conditional = (condition: string): string => {
    let chosen: string | null = null;
    const first = block();
    if (holds(condition, data)) chosen = first;
    for (let token = list[at]; token && "tag" in token && token.tag !== "end"; token = list[at]) {
      at++;
      const body = block();
      if (chosen === null && (token.tag === "else" || holds(token.condition, data))) chosen = body;
    }
    const end = list[at];
    if (!end || !("tag" in end)) throw new Error("auth e-mail template: {{ if }} without {{ end }}");
    at++;
    return chosen ?? "";
  };
  const out = block();
  if (at < list.length) throw new Error("auth e-mail template: {{ else }} or {{ end }} without {{ if }}");
  return out;
}

/** Metadata as lite may hold it (a JSON string inside the jsonb column), as an object. */
export function userDataOf(raw: unknown): UserData {
  let value = raw;
  if (typeof value === "string") {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return {};
    }
  }
  return value && typeof value === "object" && !Array.isArray(value) ? (value as UserData) : {};
}

/**
 * Sends Auth's e-mails in the account's language and with a text part made from their HTML part (see
 * htmlToText): the templates' conditions are resolved with the metadata of the account the e-mail is
 * for (`userData`, by address: the account's, or the new one of an e-mail change).
 */
export class AuthEmailDriver {
  constructor(
    private readonly inner: { send(message: EmailMessage): Promise<void> },
    private readonly userData: (address: string) => Promise<UserData>,
  ) {}

  async send(message: EmailMessage): Promise<void> {
    const data = await this.userData(message.to);
    const html = message.html === undefined ? undefined : renderDataConditions(message.html, data);
    return this.inner.send({
      ...message,
      subject: renderDataConditions(message.subject, data),
      ...(html === undefined ? {} : { html, text: htmlToText(html) }),
    });
  }
}
