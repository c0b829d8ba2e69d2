"use client";

import { BoxSection } from "@/components/content/titled-section";
import { useTranslations } from "next-intl";
import { PostForm } from "@/components/forms/post-form";
import { useState } from "react";
import { toast } from "@/components/app/toast";
import { ActionButton } from "@/components/ui/action-button";
import { ConfirmDialog } from "@/components/data-table/confirm-dialog";
import { SummaryAlert } from "@/components/forms/form-alert";
import { SelectField, TextareaField, TextField } from "@/components/forms/form-field";
import { useActionForm } from "@/components/forms/use-action-form";
import { blockUser, saveUserDetails, setUserAdmin, unblockUser } from "@/lib/accounts/actions/manage-user";
import { blockUserSchema, userDetailsSchema, type UserDetailsInput } from "@/lib/accounts/schemas/admin-user";
import { useProvinceOptions } from "./province-options";
import { useRouter } from "@/lib/i18n/navigation";
import { SubmitButton } from "@/components/forms/submit-button";
import { elision } from "@/lib/i18n/elision";

const card = "space-y-4 rounded-xl border border-neutral-200 bg-white p-5 dark:border-neutral-800 dark:bg-neutral-900";

/** Someone's names, phone and address, as the admin edits them (the audit log keeps what changed). */
export function UserDetailsForm({ defaultValues, label }: { defaultValues: UserDetailsInput; label: string }) {
  const t = useTranslations("usersAdmin.details");
  const tp = useTranslations("profile");
  const provinces = useProvinceOptions();
  const router = useRouter();
  const { form, submit, summary, submitting } = useActionForm({
    schema: userDetailsSchema,
    defaultValues,
    action: saveUserDetails,
    summary: "inline",
    onSuccess: (_, values) => {
      toast.success(t("saved"));
      form.reset(values);
      router.refresh();
    },
  });
  const text = (
    name: Exclude<keyof UserDetailsInput["details"], "province">,
    props: { optional?: boolean; autoComplete: string },
  ) => (
    <TextField<UserDetailsInput>
      name={`details.${name}`}
      label={tp(`details.${name}`)}
      optional={props.optional}
      autoComplete={props.autoComplete}
      maxLength={200}
    />
  );
  return (
    <PostForm form={form} onSubmit={submit} aria-label={label} className={card}>
      <h2 className="text-lg font-semibold">{label}</h2>
      <SummaryAlert summary={summary} />
      <div className="grid gap-4 sm:grid-cols-2">
        {text("firstName", { autoComplete: "off" })}
        {text("lastName", { autoComplete: "off" })}
        {text("mobilePhone", { optional: true, autoComplete: "off" })}
        {text("addressLine1", { optional: true, autoComplete: "off" })}
        {text("addressLine2", { optional: true, autoComplete: "off" })}
        {text("city", { optional: true, autoComplete: "off" })}
        <SelectField<UserDetailsInput>
          name="details.province"
          label={tp("details.province")}
          optional
          placeholder={tp("details.provinceNone")}
          options={provinces}
        />
        {text("country", { optional: true, autoComplete: "off" })}
        {text("postalCode", { optional: true, autoComplete: "off" })}
      </div>
      <SubmitButton disabled={submitting}>{submitting ? t("saving") : t("save")}</SubmitButton>
    </PostForm>
  );
}

/** The admin flag: granted or removed after a confirmation; one's own flag cannot be removed. */
export function UserRoleControl({
  userId,
  name,
  isAdmin,
  isSelf,
}: {
  userId: string;
  name: string;
  isAdmin: boolean;
  isSelf: boolean;
}) {
  const t = useTranslations("usersAdmin.role");
  return (
    <BoxSection id="user-role" title={t("title")} className={card}>
      <p className="text-neutral-700 dark:text-neutral-300">{isAdmin ? t("isAdmin") : t("isUser")}</p>
      {isAdmin && isSelf ? (
        <p className="text-sm text-neutral-700 dark:text-neutral-300">{t("ownNote")}</p>
      ) : isAdmin ? (
        <ActionButton
          variant="outline"
          destructive
          label={t("remove")}
          run={() => setUserAdmin({ userId, isAdmin: false })}
          success={t("removed", { name })}
          confirm={{
            title: t("removeTitle", { name, elision: elision(name) }),
            body: t("removeBody"),
            action: t("remove"),
          }}
        />
      ) : (
        <ActionButton
          label={t("grant")}
          run={() => setUserAdmin({ userId, isAdmin: true })}
          success={t("granted", { name })}
          confirm={{ title: t("grantTitle", { name }), body: t("grantBody"), action: t("grant") }}
        />
      )}
    </BoxSection>
  );
}

/** Blocks the account with a reason its owner sees, or unblocks it, each after a confirmation. */
export function UserBlockControl({
  userId,
  name,
  blocked,
  isSelf,
}: {
  userId: string;
  name: string;
  /** When and why the account is blocked (already formatted), or null. */
  blocked: { since: string; reason: string | null } | null;
  isSelf: boolean;
}) {
  const t = useTranslations("usersAdmin.block");
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const { form, submit, summary, submitting } = useActionForm({
    schema: blockUserSchema,
    defaultValues: { userId, reason: "" },
    action: blockUser,
    summary: "inline",
    onSuccess: () => {
      toast.success(t("done", { name, elision: elision(name) }));
      form.reset({ userId, reason: "" });
      router.refresh();
    },
  });
  return (
    <BoxSection id="user-block" title={t("title")} className={card}>
      {blocked ? (
        <>
          <div className="space-y-1 rounded-lg bg-error-50 p-3 text-error-900 dark:bg-error-950 dark:text-error-100">
            <p className="font-semibold">{t("since", { date: blocked.since })}</p>
            {blocked.reason ? <p>{t("reasonShown", { reason: blocked.reason })}</p> : null}
          </div>
          <ActionButton
            variant="outline"
            label={t("unblock")}
            run={() => unblockUser({ userId })}
            success={t("unblocked", { name, elision: elision(name) })}
            confirm={{
              title: t("unblockTitle", { name, elision: elision(name) }),
              body: t("unblockBody"),
              action: t("unblock"),
            }}
          />
        </>
      ) : isSelf ? (
        <p className="text-sm text-neutral-700 dark:text-neutral-300">{t("ownNote")}</p>
      ) : (
        <>
          <PostForm
            form={form}
            // The reason is checked first, then the admin confirms; the dialog's button sends.
            onSubmit={form.handleSubmit(() => setConfirming(true))}
            aria-labelledby="user-block"
            className="space-y-4"
          >
            <p className="text-neutral-700 dark:text-neutral-300">{t("intro")}</p>
            <SummaryAlert summary={summary} />
            <TextareaField<{ reason: string }>
              name="reason"
              label={t("reason")}
              hint={t("reasonHint")}
              maxLength={500}
              rows={3}
            />
            <SubmitButton variant="outline" disabled={submitting}>
              {t("submit")}
            </SubmitButton>
          </PostForm>
          <ConfirmDialog
            open={confirming}
            title={t("blockTitle", { name, elision: elision(name) })}
            confirmLabel={t("submit")}
            destructive
            busy={submitting}
            onClose={() => setConfirming(false)}
            onConfirm={() => void submit().finally(() => setConfirming(false))}
          >
            <p>{t("blockBody")}</p>
          </ConfirmDialog>
        </>
      )}
    </BoxSection>
  );
}
