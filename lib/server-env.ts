import "server-only";
import { parseEnv, serverEnvSchema, type ServerEnv } from "./env";

let cached: ServerEnv | undefined;

/** Server-side configuration, validated once per process. */
export function serverEnv(): ServerEnv {
  cached ??= parseEnv(serverEnvSchema, process.env);
  return cached;
}
