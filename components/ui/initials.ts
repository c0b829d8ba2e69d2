/** Up to two initials from a full name ("Marie-Ève Tremblay" → "MT"). */
export function initialsOf(fullName: string | null | undefined): string {
  const words = (fullName ?? "").trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "";
  const first = words[0]!;
  const last = words.length > 1 ? words[words.length - 1]! : "";
  return (first.charAt(0) + last.charAt(0)).toLocaleUpperCase().slice(0, 2);
}
