import net from "node:net";

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.listen({ port, host: "0.0.0.0", exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** Throws one clear message naming every port of the stack that something else already uses. */
export async function assertPortsFree(ports: Record<string, number>): Promise<void> {
  const busy: string[] = [];
  for (const [name, port] of Object.entries(ports)) {
    if (!(await isFree(port))) busy.push(`${port} (${name})`);
  }
  if (busy.length > 0) {
    throw new Error(
      `Port already in use: ${busy.join(", ")}. Another instance may be running; stop it (Ctrl-C in its terminal) or free the port, then try again.`,
    );
  }
}
