// Vitest runs server modules outside Next.js, where the `server-only` guard does not apply.
export {};
