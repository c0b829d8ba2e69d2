/** The site's time zone: moments are typed and shown in Quebec's time (blog publication times, exports). */
const TIME_ZONE = "America/Toronto";

const parts = new Intl.DateTimeFormat("en-CA", {
  timeZone: TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});

/** A moment as the "YYYY-MM-DDTHH:mm" a datetime-local field shows in Quebec's time. */
export function toQuebecLocal(iso: string | Date): string {
  const p = Object.fromEntries(parts.formatToParts(new Date(iso)).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/** "YYYY-MM-DDTHH:mm" typed in Quebec's time as an ISO moment, or null when it is not such a value. */
export function fromQuebecLocal(local: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  if (Number.isNaN(asUtc)) return null;
  // The zone's offset at that moment (twice: the first guess may sit across a change of time).
  let moment = asUtc;
  for (let i = 0; i < 2; i++) {
    const shown = toQuebecLocal(new Date(moment));
    const shownUtc = Date.parse(`${shown}:00Z`);
    moment += asUtc - shownUtc;
  }
  return new Date(moment).toISOString();
}
