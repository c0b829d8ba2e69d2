"use client";

import { ActionButton } from "@/components/ui/action-button";
import { changeInquiry } from "@/lib/listings/actions/change-inquiry";

export type InquiryActionLabels = {
  group: string;
  markRead: string;
  markUnread: string;
  archive: string;
  unarchive: string;
  done: { read: string; unread: string; archive: string; unarchive: string };
};

/** Mark read / unread and archive / bring back one inquiry of the inbox. */
export function InquiryActions({
  id,
  read,
  archived,
  labels,
}: {
  id: number;
  read: boolean;
  archived: boolean;
  labels: InquiryActionLabels;
}) {
  const readChange = read ? "unread" : "read";
  const archiveChange = archived ? "unarchive" : "archive";
  return (
    <div role="group" aria-label={labels.group} className="flex flex-wrap gap-2">
      <ActionButton
        variant="outline"
        size="sm"
        label={read ? labels.markUnread : labels.markRead}
        success={labels.done[readChange]}
        run={() => changeInquiry({ id, change: readChange })}
      />
      <ActionButton
        variant="ghost"
        size="sm"
        label={archived ? labels.unarchive : labels.archive}
        success={labels.done[archiveChange]}
        run={() => changeInquiry({ id, change: archiveChange })}
      />
    </div>
  );
}
