"use client";

import { useTranslations } from "next-intl";
import { lazy, Suspense, useId, useRef, useState } from "react";
import { useFieldArray, useFormContext } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { inputClasses } from "@/components/forms/field";
import { listingImageUrl } from "@/lib/listings/photos";
import { cn } from "@/lib/cn";
import { useMessageText } from "@/lib/i18n/use-message-text";
import { NotAnImageError, photoRefusal } from "@/lib/listings/photo-upload";
import type { SortableItem } from "./photo-sortable";

type Photo = { path: string; alt_fr: string; alt_en: string };

// The tools load when used: the upload (resize, send) when a photo is added or removed, the drag
// and drop once the list has two photos.
const uploads = () => import("@/lib/listings/photo-upload-client");
const loadSortable = () => import("./photo-sortable");
const SortablePhotoList = lazy(() => loadSortable().then((m) => ({ default: m.SortablePhotoList })));

type Progress = { id: string; name: string; percent: number; error?: string };

/**
 * The photos of a listing: several at once by drag and drop or the file picker, resized in the
 * browser to WebP ≤ 2000 px and sent straight to Storage with per-file progress; reordered by
 * dragging (or the keyboard, or the arrow buttons); the first is the cover; alt text in French
 * and English. The form holds `images: { path, alt_fr, alt_en }[]`. A photo added then removed
 * before saving is deleted at once; one removed from a saved listing goes when the listing saves.
 */
export function PhotoListField({
  name = "images",
  max,
  ownerId,
  savedPaths,
}: {
  name?: string;
  max: number;
  ownerId: string;
  savedPaths: ReadonlySet<string>;
}) {
  const t = useTranslations("workspace.photos");
  const text = useMessageText();
  const form = useFormContext<Record<string, Photo[]>>();
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name, keyName: "key" });
  const [progress, setProgress] = useState<Progress[]>([]);
  const [notes, setNotes] = useState<string[]>([]);
  const [dragging, setDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  // A stable id keeps the drag-and-drop helpers' ids the same on the server and in the browser.
  const dndId = useId();
  const error = text(form.getFieldState(name, form.formState).error?.message);

  const add = async (files: File[]) => {
    const refusals: string[] = [];
    const room = max - fields.length - progress.filter((p) => !p.error).length;
    if (files.length > room) refusals.push(t("tooMany", { max }));
    const accepted = files.slice(0, Math.max(room, 0)).filter((file) => {
      const why = photoRefusal(file);
      if (why) refusals.push(t(why, { name: file.name }));
      return !why;
    });
    setNotes(refusals);
    if (accepted.length === 0) return;
    // A second photo makes the list sortable: its code arrives while the photos upload.
    if (fields.length + accepted.length > 1) void loadSortable();
    const jobs = accepted.map((file) => ({ id: crypto.randomUUID(), file }));
    setProgress((all) => [...all, ...jobs.map(({ id, file }) => ({ id, name: file.name, percent: 0 }))]);
    const { uploadListingPhoto, uploadToken } = await uploads();
    const token = await uploadToken();
    // The photos join the list in the order they were chosen, whichever upload ends first.
    const done: (Photo | null | undefined)[] = jobs.map(() => undefined);
    let next = 0;
    const flush = () => {
      for (; next < done.length && done[next] !== undefined; next++) {
        const photo = done[next];
        if (photo) append(photo);
      }
    };
    await Promise.all(
      jobs.map(async ({ id, file }, index) => {
        const update = (change: Partial<Progress>) =>
          setProgress((all) => all.map((p) => (p.id === id ? { ...p, ...change } : p)));
        try {
          const path = await uploadListingPhoto(file, ownerId, token, (percent) => update({ percent }));
          done[index] = { path, alt_fr: "", alt_en: "" };
          setProgress((all) => all.filter((p) => p.id !== id));
        } catch (error) {
          done[index] = null;
          if (error instanceof NotAnImageError) update({ error: t("notImage", { name: file.name }) });
          else {
            console.error("[photos] upload failed:", error);
            update({ error: t("failed", { name: file.name }) });
          }
        }
        flush();
      }),
    );
  };

  const drop = async (index: number) => {
    const path = form.getValues(`${name}.${index}.path`);
    remove(index);
    // Uploaded in this visit and never saved: nothing refers to it any more.
    if (path && !savedPaths.has(path)) await (await uploads()).discardListingPhoto(path);
  };

  const item = (index: number, sortable?: SortableItem) => (
    <PhotoItem
      key={fields[index]!.key}
      index={index}
      path={(fields[index] as unknown as Photo).path}
      count={fields.length}
      name={name}
      sortable={sortable}
      onUp={() => move(index, index - 1)}
      onDown={() => move(index, index + 1)}
      onRemove={() => void drop(index)}
    />
  );
  const plain = <ol className="space-y-3">{fields.map((_, index) => item(index))}</ol>;

  return (
    <fieldset className="space-y-4" aria-describedby={hintId}>
      <legend className="text-sm font-medium text-neutral-800 dark:text-neutral-200">
        {t("label")}{" "}
        <span className="font-normal text-neutral-600 dark:text-neutral-400">
          ({t("count", { count: fields.length, max })})
        </span>
      </legend>
      <p id={hintId} className="text-sm text-neutral-600 dark:text-neutral-400">
        {t("hint")}
      </p>
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          void add(Array.from(e.dataTransfer.files));
        }}
        className={cn(
          "flex flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed p-6 text-center text-sm",
          dragging
            ? "border-primary-600 bg-primary-50 dark:bg-primary-950/40"
            : "border-neutral-300 dark:border-neutral-600",
        )}
      >
        <p>
          {t("drop")}{" "}
          <button
            type="button"
            className="font-semibold text-primary-800 underline dark:text-primary-300"
            onClick={() => inputRef.current?.click()}
          >
            {t("pick")}
          </button>
        </p>
        <input
          ref={inputRef}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif"
          multiple
          className="sr-only"
          tabIndex={-1}
          aria-hidden
          onChange={(e) => {
            void add(Array.from(e.target.files ?? []));
            e.target.value = "";
          }}
        />
      </div>
      <div aria-live="polite" className="space-y-1 text-sm">
        {notes.map((n) => (
          <p key={n} className="font-medium text-error-700 dark:text-error-300">
            {n}
          </p>
        ))}
        {progress.map((p) =>
          p.error ? (
            <p key={p.id} className="font-medium text-error-700 dark:text-error-300">
              {p.error}
            </p>
          ) : (
            <div key={p.id}>
              <p>{t("uploading", { name: p.name, percent: p.percent })}</p>
              <progress max={100} value={p.percent} className="h-2 w-full" aria-label={p.name} />
            </div>
          ),
        )}
      </div>
      {error ? <p className="text-sm font-medium text-error-700 dark:text-error-300">{error}</p> : null}
      {fields.length > 1 ? (
        // Until the drag and drop has loaded, the same list without it (the arrow buttons work).
        <Suspense fallback={plain}>
          <SortablePhotoList id={dndId} keys={fields.map((f) => f.key)} onMove={move} item={item} />
        </Suspense>
      ) : (
        plain
      )}
    </fieldset>
  );
}

function PhotoItem({
  index,
  path,
  count,
  name,
  sortable,
  onUp,
  onDown,
  onRemove,
}: {
  index: number;
  path: string;
  count: number;
  name: string;
  sortable?: SortableItem;
  onUp: () => void;
  onDown: () => void;
  onRemove: () => void;
}) {
  const t = useTranslations("workspace.photos");
  const form = useFormContext();
  const n = index + 1;
  return (
    <li
      ref={sortable?.ref}
      style={sortable?.style}
      className={cn(
        "grid gap-3 rounded-xl border border-neutral-200 bg-white p-3 sm:grid-cols-[auto_8rem_1fr_auto] dark:border-neutral-700 dark:bg-neutral-900",
        sortable?.dragging && "shadow-lg",
      )}
    >
      <button
        type="button"
        className="cursor-grab self-center rounded p-2 text-neutral-600 hover:bg-neutral-100 dark:text-neutral-300 dark:hover:bg-neutral-800"
        aria-label={t("dragHandle", { n })}
        {...sortable?.handle}
      >
        <span aria-hidden>⠿</span>
      </button>
      <div className="relative">
        {/* eslint-disable-next-line @next/next/no-img-element -- a just-uploaded file, not yet optimisable */}
        <img src={listingImageUrl(path)} alt="" className="aspect-[4/3] w-full rounded-md object-cover sm:w-32" />
        {index === 0 ? (
          <span className="absolute top-1 left-1 rounded bg-primary-700 px-1.5 py-0.5 text-xs font-semibold text-white">
            {t("cover")}
          </span>
        ) : null}
      </div>
      <div className="grid gap-2">
        <label className="text-xs font-medium">
          {t("altFr")}
          <input
            className={cn(inputClasses, "mt-1")}
            lang="fr"
            maxLength={200}
            {...form.register(`${name}.${index}.alt_fr`)}
          />
        </label>
        <label className="text-xs font-medium">
          {t("altEn")}
          <input
            className={cn(inputClasses, "mt-1")}
            lang="en"
            maxLength={200}
            {...form.register(`${name}.${index}.alt_en`)}
          />
        </label>
      </div>
      <div className="flex gap-1 sm:flex-col">
        <Button size="sm" variant="ghost" onClick={onUp} disabled={index === 0} aria-label={t("moveUp", { n })}>
          ↑
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={onDown}
          disabled={index === count - 1}
          aria-label={t("moveDown", { n })}
        >
          ↓
        </Button>
        <Button size="sm" variant="ghost" onClick={onRemove} aria-label={t("remove", { n })}>
          ✕
        </Button>
      </div>
    </li>
  );
}
