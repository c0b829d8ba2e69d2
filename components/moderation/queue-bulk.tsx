"use client";

import { useTranslations } from "next-intl";
import { BulkActions } from "@/components/data-table/bulk-actions";
import { bulkApprove, bulkReject } from "@/lib/moderation/actions/moderate-item";
import type { ItemKind } from "@/lib/listings/kinds";
import { RejectDialog } from "./reject-dialog";

/** The queue's bulk bar: approve the selected rows after a confirmation naming how many, or reject them with one reason. */
export function QueueBulk({ formId, kind }: { formId: string; kind: ItemKind }) {
  const t = useTranslations("moderation");
  return (
    <BulkActions
      formId={formId}
      actions={[
        {
          key: "approve",
          label: t("actions.bulkApprove"),
          confirmTitle: (count) => t("actions.bulkApproveTitle", { count }),
          success: (count) => t("actions.bulkApproved", { count }),
        },
      ]}
      run={(_action, ids) => bulkApprove({ kind, ids: ids.map(Number) })}
    >
      {(ids, clear) => (
        <RejectDialog
          kind={kind}
          id={0}
          title=""
          label={t("actions.bulkReject")}
          heading={t("reject.bulkTitle", { count: ids.length })}
          disabled={ids.length === 0}
          success={t("actions.bulkRejected", { count: ids.length })}
          reject={async (reason) => {
            const result = await bulkReject({ kind, ids: ids.map(Number), reason });
            if (result.ok) clear();
            return result;
          }}
        />
      )}
    </BulkActions>
  );
}
