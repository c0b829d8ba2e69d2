/**
 * Differences between hosted Supabase Storage and the local stack (@supabase/lite 0.10), in one
 * place so they can go when lite is fixed. Hosted `list(prefix)` returns names relative to the
 * prefix; lite returns full paths (and lists recursively).
 */
export function listedPath(prefix: string, name: string): string {
  const folder = prefix.replace(/\/+$/, "");
  return name.startsWith(`${folder}/`) ? name : `${folder}/${name}`;
}

/**
 * Lite answers a signed download URL as `{ signedUrl: "/storage/v1/object/sign/…" }` where hosted
 * Storage says `{ signedURL: "/object/sign/…" }`, the field supabase-js reads (with lite it built
 * "…/storage/v1undefined"). This fetch adds the hosted field to lite's answer; hosted answers pass as they are.
 */
export function withSignedUrlCompat(inner: typeof fetch): typeof fetch {
  return async (input, init) => {
    const response = await inner(input, init);
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    if (init?.method !== "POST" || !response.ok || !/\/storage\/v1\/object\/sign\/[^/]+\/./.test(url)) return response;
    const body = (await response
      .clone()
      .json()
      .catch(() => null)) as { signedUrl?: unknown; signedURL?: unknown } | null;
    if (typeof body?.signedUrl !== "string" || body.signedURL !== undefined) return response;
    return Response.json(
      { ...body, signedURL: body.signedUrl.replace(/^\/storage\/v1/, "") },
      { status: response.status },
    );
  };
}
