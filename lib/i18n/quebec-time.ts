import { montrealMoment, montrealWallClock } from "@/lib/i18n/format";

/** Moments typed and shown in Quebec's time (blog publication times, exports): a moment as the "YYYY-MM-DDTHH:mm" a datetime-local field shows. */
export function toQuebecLocal(iso: string | Date): string {
  return montrealWallClock(iso);
}

/** "YYYY-MM-DDTHH:mm" typed in Quebec's time as an ISO moment, or null when it is not such a value. */
export function fromQuebecLocal(local: string): string | null {
  return /T/.test(local) ? montrealMoment(local) : null;
}
