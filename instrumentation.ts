/** Runs once when the server starts: refuse to serve with a missing or malformed variable. */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { parseEnv, serverEnvSchema } = await import("./lib/env");
    parseEnv(serverEnvSchema, process.env);
  }
}
