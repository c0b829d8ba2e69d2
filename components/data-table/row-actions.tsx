"use client";

import type { ComponentProps } from "react";
import { buttonClasses } from "@/components/ui/button";
import { Link } from "@/lib/i18n/navigation";
import { ActionButton } from "@/components/ui/action-button";

type Action = Omit<ComponentProps<typeof ActionButton>, "children" | "size">;

/** A row's action button, its label followed for assistive technologies by the row's `name`. */
export function RowActionButton({ name, ...action }: Action & { name: string }) {
  return (
    <ActionButton size="sm" {...action}>
      {action.label}
      <span className="sr-only"> {name}</span>
    </ActionButton>
  );
}

/**
 * A back-office row's edit link and its delete button, after a confirmation; where the row cannot
 * be deleted, `blocked` says why in place of the button.
 */
export function EditDeleteActions({
  name,
  edit,
  remove,
  blocked,
}: {
  name: string;
  edit: { href: string; label: string };
  remove: Omit<Action, "variant" | "destructive">;
  blocked?: string;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Link href={edit.href} className={buttonClasses({ variant: "outline", size: "sm" })}>
        {edit.label}
        <span className="sr-only"> {name}</span>
      </Link>
      {blocked ? (
        <p className="max-w-48 text-xs text-neutral-700 dark:text-neutral-300">{blocked}</p>
      ) : (
        <RowActionButton name={name} variant="ghost" destructive {...remove} />
      )}
    </div>
  );
}
