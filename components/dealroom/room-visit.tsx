"use client";

import { useEffect } from "react";
import { roomVisitPath } from "@/lib/dealroom/paths";

/**
 * Tells the server once that the buyer opened the room, from the browser: a server render, a refresh
 * after an action or a prefetch never logs a view; Postgres keeps one view per visit.
 */
export function RoomVisit({ roomId }: { roomId: number }) {
  useEffect(() => {
    const url = roomVisitPath(roomId);
    if (!navigator.sendBeacon?.(url)) {
      void fetch(url, { method: "POST", keepalive: true, credentials: "same-origin" }).catch(() => {});
    }
  }, [roomId]);
  return null;
}
