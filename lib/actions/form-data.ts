/**
 * A FormData as a plain object for a zod schema: a name given once is a value, a name given
 * several times (checkbox groups, multi-selects) an array; "a.b" and "a.0.b" build nested
 * objects and arrays. Files stay File objects.
 */
export function formDataToObject(form: FormData): Record<string, unknown> {
  const counts = new Map<string, number>();
  for (const key of form.keys()) counts.set(key, (counts.get(key) ?? 0) + 1);
  const out: Record<string, unknown> = {};
  for (const [key, count] of counts) {
    const values = form.getAll(key);
    setPath(out, key.split("."), count > 1 || key.endsWith("[]") ? values : values[0]);
  }
  return out;
}

function setPath(target: Record<string, unknown>, path: string[], value: unknown) {
  let node: Record<string, unknown> | unknown[] = target;
  path.forEach((raw, i) => {
    const part = raw.replace(/\[\]$/, "");
    const last = i === path.length - 1;
    const container = node as Record<string, unknown>;
    if (last) {
      container[part] = value;
      return;
    }
    const nextIsIndex = /^\d+$/.test(path[i + 1] ?? "");
    container[part] ??= nextIsIndex ? [] : {};
    node = container[part] as Record<string, unknown>;
  });
}
