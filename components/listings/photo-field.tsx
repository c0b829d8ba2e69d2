"use client";

import { useTranslations } from "next-intl";
import { useId, useRef, useState } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { listingImageUrl } from "@/lib/listings/photos";
import { useMessageText } from "@/lib/i18n/use-message-text";
import { expertPhotoPath } from "@/lib/listings/photos";
import { photoRefusal } from "@/lib/listings/photo-upload";

// The upload (resize, send, discard) loads when a photo is picked or removed, not with the page.
const uploads = () => import("@/lib/listings/photo-upload-client");

/**
 * One photo (an expert's portrait): picked or dropped, resized in the browser to WebP ≤ 2000 px
 * and sent straight to Storage with progress; the form holds its public URL (`name`). A photo
 * uploaded in this visit and replaced or removed before saving is deleted at once; the saved
 * one leaves Storage when the profile is saved without it.
 */
export function PhotoField({
  name,
  label,
  hint,
  ownerId,
  savedUrl,
  wide = false,
}: {
  name: string;
  label: string;
  hint: string;
  ownerId: string;
  savedUrl: string | null;
  /** A wide picture (a cover) rather than a round portrait. */
  wide?: boolean;
}) {
  const t = useTranslations("workspace.photos");
  const text = useMessageText();
  const form = useFormContext<Record<string, string | null>>();
  const url = useWatch({ control: form.control, name }) as string | null | undefined;
  const [percent, setPercent] = useState<number | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const error = text(form.getFieldState(name, form.formState).error?.message);

  // Uploaded in this visit and never saved: nothing refers to it once it is replaced or removed.
  const discardUnsaved = async (current: string | null | undefined) => {
    const path = current && current !== savedUrl ? expertPhotoPath(current) : null;
    if (path) await (await uploads()).discardListingPhoto(path);
  };

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const why = photoRefusal(file);
    setNote(why ? t(why, { name: file.name }) : null);
    if (why) return;
    setPercent(0);
    try {
      const { uploadListingPhoto, uploadToken } = await uploads();
      const path = await uploadListingPhoto(file, ownerId, await uploadToken(), setPercent);
      const previous = form.getValues(name);
      form.setValue(name, listingImageUrl(path), { shouldDirty: true, shouldValidate: true });
      await discardUnsaved(previous);
    } catch {
      setNote(t("failed", { name: file.name }));
    } finally {
      setPercent(null);
    }
  };

  const remove = async () => {
    const previous = form.getValues(name);
    form.setValue(name, null, { shouldDirty: true });
    await discardUnsaved(previous);
  };

  return (
    <fieldset
      className="space-y-3"
      aria-describedby={hintId}
      onDragOver={(e) => e.preventDefault()}
      onDrop={(e) => {
        e.preventDefault();
        void pick(e.dataTransfer.files[0]);
      }}
    >
      <legend className="text-sm font-medium text-neutral-800 dark:text-neutral-200">{label}</legend>
      <p id={hintId} className="text-sm text-neutral-600 dark:text-neutral-400">
        {hint}
      </p>
      <div className="flex flex-wrap items-center gap-4">
        {url ? (
          // eslint-disable-next-line @next/next/no-img-element -- a just-uploaded file, not yet optimisable
          <img
            src={url}
            alt={t("current")}
            width={wide ? 224 : 112}
            height={112}
            className={wide ? "h-28 w-56 rounded-md object-cover" : "h-28 w-28 rounded-full object-cover"}
            data-testid="photo-preview"
          />
        ) : (
          <span
            className={`flex h-28 items-center justify-center border-2 ${wide ? "w-56 rounded-md" : "w-28 rounded-full"} border-dashed border-neutral-300 text-center text-xs text-neutral-600 dark:border-neutral-600 dark:text-neutral-400`}
          >
            {t("none")}
          </span>
        )}
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => inputRef.current?.click()}
            disabled={percent !== null}
          >
            {url ? t("replace") : t("choose")}
          </Button>
          {url ? (
            <Button type="button" variant="ghost" size="sm" onClick={() => void remove()} disabled={percent !== null}>
              {t("removeOne")}
            </Button>
          ) : null}
        </div>
        <input
          ref={inputRef}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif"
          className="sr-only"
          tabIndex={-1}
          aria-hidden
          data-testid="photo-input"
          onChange={(e) => {
            void pick(e.target.files?.[0]);
            e.target.value = "";
          }}
        />
      </div>
      <div aria-live="polite" className="text-sm">
        {percent !== null ? (
          <progress max={100} value={percent} className="h-2 w-full" aria-label={t("uploadingOne", { percent })} />
        ) : null}
        {note ? <p className="font-medium text-error-700 dark:text-error-300">{note}</p> : null}
        {error ? <p className="font-medium text-error-700 dark:text-error-300">{error}</p> : null}
      </div>
    </fieldset>
  );
}
