"use client";

import { ActionButton } from "@/components/ui/action-button";
import { syncNotion } from "@/lib/taxonomy/actions/sync-notion";

/** Applies the plan on the page after a confirmation; a refusal (Notion changed, Notion's errors) is toasted. */
export function NotionApplyButton({
  fingerprint,
  text,
}: {
  fingerprint: string;
  text: { button: string; title: string; body: string; confirm: string; done: string };
}) {
  return (
    <ActionButton
      label={text.button}
      run={() => syncNotion({ fingerprint })}
      success={text.done}
      confirm={{ title: text.title, body: text.body, action: text.confirm }}
    />
  );
}
