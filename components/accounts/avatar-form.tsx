"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useId, useRef, useState } from "react";
import { toast } from "@/components/app/toast";
import { useMessageText } from "@/lib/i18n/use-message-text";
import { Avatar } from "@/components/ui/avatar";
import { Button, buttonClasses } from "@/components/ui/button";
import { removeAvatar, uploadAvatar } from "@/lib/accounts/actions/change-avatar";
import { AVATAR_MAX_PICK_BYTES, AVATAR_TYPES } from "@/lib/accounts/schemas/profile";
import { resizeToSquare } from "./resize-image";

/** Profile photo: picked, checked, resized in the browser, then stored; or removed. */
export function AvatarForm({ avatarUrl, name }: { avatarUrl: string | null; name: string }) {
  const t = useTranslations("profile");
  const text = useMessageText();
  const router = useRouter();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [url, setUrl] = useState(avatarUrl);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const pick = async (file: File | undefined) => {
    setError(undefined);
    if (!file) return;
    if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return setError("profile.errors.avatarType");
    if (file.size > AVATAR_MAX_PICK_BYTES) return setError("profile.errors.avatarTooLarge");
    setBusy(true);
    try {
      const resized = await resizeToSquare(file).catch(() => null);
      if (!resized) return setError("profile.errors.avatarUnreadable");
      const data = new FormData();
      data.set("avatar", new File([resized], "avatar.webp", { type: resized.type }));
      const result = await uploadAvatar(data);
      if (!result.ok) return setError(result.message);
      setUrl(result.data.avatarUrl);
      toast.success(t("avatar.uploaded"));
      router.refresh();
    } finally {
      setBusy(false);
      if (input.current) input.current.value = "";
    }
  };

  const remove = async () => {
    setBusy(true);
    const result = await removeAvatar();
    setBusy(false);
    if (!result.ok) return setError(result.message);
    setUrl(null);
    toast.success(t("avatar.removed"));
    router.refresh();
  };

  return (
    <div className="flex flex-wrap items-center gap-5">
      <Avatar src={url} name={name} size="3xl" drawnPx={80} className="size-20 text-2xl" />
      <div className="space-y-2">
        <div className="flex flex-wrap gap-2">
          <label
            htmlFor={inputId}
            className={buttonClasses({
              variant: "outline",
              size: "sm",
              className: "cursor-pointer focus-within:ring-2 focus-within:ring-primary-600",
            })}
          >
            {busy ? t("avatar.uploading") : url ? t("avatar.change") : t("avatar.choose")}
            <input
              ref={input}
              id={inputId}
              type="file"
              accept={AVATAR_TYPES.join(",")}
              className="sr-only"
              disabled={busy}
              aria-describedby={error ? `${inputId}-error` : `${inputId}-hint`}
              aria-invalid={error ? true : undefined}
              onChange={(e) => void pick(e.target.files?.[0])}
            />
          </label>
          {url ? (
            <Button variant="ghost" size="sm" onClick={remove} disabled={busy}>
              {t("avatar.remove")}
            </Button>
          ) : null}
        </div>
        {error ? (
          <p id={`${inputId}-error`} role="alert" className="text-sm font-medium text-error-700 dark:text-error-300">
            {text(error)}
          </p>
        ) : (
          <p id={`${inputId}-hint`} className="text-sm text-neutral-600 dark:text-neutral-400">
            {t("avatar.hint")}
          </p>
        )}
      </div>
    </div>
  );
}
