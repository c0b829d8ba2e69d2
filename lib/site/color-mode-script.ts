import { createHash } from "node:crypto";
import { COLOR_MODE_STORAGE_KEY } from "./color-mode";

/**
 * Sets the stored colour mode's class on <html> before the first paint (§1). One constant script,
 * allowed by its hash in every page's policy: the root layout reads no request header for a nonce,
 * so cached pages and per-request pages share it (lib/site/color-mode-store.ts keeps it in step).
 */
export const COLOR_MODE_SCRIPT = `(function(){try{var m=localStorage.getItem(${JSON.stringify(COLOR_MODE_STORAGE_KEY)});if(m!=="light"&&m!=="dark")m=matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light";var c=document.documentElement.classList;c.remove("light","dark");c.add(m)}catch(e){}})()`;

/** The script's CSP hash source. */
export const COLOR_MODE_SCRIPT_HASH = `'sha256-${createHash("sha256").update(COLOR_MODE_SCRIPT).digest("base64")}'`;
