"use client";

import { useTranslations } from "next-intl";
import { BulkActions } from "@/components/data-table/bulk-actions";
import { bulkApprove } from "@/lib/moderation/actions/moderate-item";
import type { ItemKind } from "@/lib/listings/kinds";

/** The queue's bulk bar: approve the selected rows after a confirmation naming how many. */
export function QueueBulk({ formId, kind }: { formId: string; kind: ItemKind }) {
  const t = useTranslations("moderation.actions");
  return (
    <BulkActions
      formId={formId}
      actions={[
        {
          key: "approve",
          label: t("bulkApprove"),
          confirmTitle: (count) => t("bulkApproveTitle", { count }),
          success: (count) => t("bulkApproved", { count }),
        },
      ]}
      run={(_action, ids) => bulkApprove({ kind, ids: ids.map(Number) })}
    />
  );
}
