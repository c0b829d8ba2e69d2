"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";
import { useWatch, type Path } from "react-hook-form";
import { inputClasses } from "@/components/forms/field";
import { KitField, useFieldState } from "@/components/forms/form-field";
import { Button } from "@/components/ui/button";
import { previewArticle } from "@/lib/blog/actions/preview-article";
import type { ArticleInput } from "@/lib/blog/schema";
import { cn } from "@/lib/cn";
import { listingImageUrl } from "@/lib/listings/photos";
import { photoRefusal } from "@/lib/listings/photo-upload";
import { applyEdit, type MarkdownEdit, type TextSelection } from "./markdown-edits";

// The photo upload (resize, send) loads when a photo is inserted, not with the editor.
const uploads = () => import("@/lib/listings/photo-upload-client");

const PREVIEW_DELAY_MS = 500;

type Tool = {
  key: "h2" | "h3" | "bold" | "italic" | "link" | "bulleted" | "numbered" | "quote" | "table";
  mark: string;
};

const TOOLS: Tool[] = [
  { key: "h2", mark: "H2" },
  { key: "h3", mark: "H3" },
  { key: "bold", mark: "B" },
  { key: "italic", mark: "I" },
  { key: "link", mark: "[ ]( )" },
  { key: "bulleted", mark: "•" },
  { key: "numbered", mark: "1." },
  { key: "quote", mark: "❝" },
  { key: "table", mark: "▦" },
];

/**
 * An article body in Markdown: a toolbar (headings, bold, italic, link, lists, quote, table, image
 * upload with its alternative text), the text, and a live preview rendered by the server exactly as
 * the public page renders it (sanitised), in the site's article styles.
 */
export function MarkdownEditor({
  name,
  label,
  language,
  lang,
  ownerId,
}: {
  name: Extract<Path<ArticleInput>, "body_fr" | "body_en">;
  label: string;
  /** The version's language in words ("French"), for the toolbar's and preview's names. */
  language: string;
  lang: "fr" | "en";
  ownerId: string;
}) {
  const t = useTranslations("blogAdmin.editor");
  const { form, id, error, aria } = useFieldState<ArticleInput>(name);
  const value = (useWatch({ control: form.control, name }) as string | null | undefined) ?? "";
  const area = useRef<HTMLTextAreaElement | null>(null);
  const { ref, ...registered } = form.register(name);

  const edit = (change: MarkdownEdit) => {
    const el = area.current;
    if (!el) return;
    const selection: TextSelection = { start: el.selectionStart, end: el.selectionEnd };
    const next = applyEdit(el.value, selection, change);
    form.setValue(name, next.text, { shouldDirty: true });
    requestAnimationFrame(() => {
      el.focus();
      el.setSelectionRange(next.selection.start, next.selection.end);
    });
  };

  const run = (key: Tool["key"]) => {
    const edits: Record<Tool["key"], MarkdownEdit> = {
      h2: { kind: "prefix", prefix: "## " },
      h3: { kind: "prefix", prefix: "### " },
      bold: { kind: "wrap", before: "**", after: "**", placeholder: t("toolbar.bold") },
      italic: { kind: "wrap", before: "_", after: "_", placeholder: t("toolbar.italic") },
      link: { kind: "wrap", before: "[", after: "](https://)", placeholder: t("toolbar.linkText") },
      bulleted: { kind: "prefix", prefix: "- " },
      numbered: { kind: "prefix", prefix: "1. ", numbered: true },
      quote: { kind: "prefix", prefix: "> " },
      table: { kind: "block", text: t("toolbar.tableTemplate") },
    };
    edit(edits[key]);
  };

  return (
    <KitField id={id} label={label} error={error}>
      <div className="overflow-hidden rounded-md border border-neutral-400 dark:border-neutral-500">
        <div
          role="toolbar"
          aria-label={t("toolbar.label", { language })}
          aria-controls={id}
          className="flex flex-wrap gap-1 border-b border-neutral-300 bg-neutral-50 p-1 dark:border-neutral-600 dark:bg-neutral-900"
        >
          {TOOLS.map((tool) => (
            <button
              key={tool.key}
              type="button"
              title={t(`toolbar.${tool.key}`)}
              onClick={() => run(tool.key)}
              className={cn(
                "inline-flex h-9 min-w-9 cursor-pointer items-center justify-center rounded px-2 text-sm text-neutral-800 hover:bg-neutral-200 dark:text-neutral-100 dark:hover:bg-neutral-700",
                tool.key === "bold" && "font-bold",
                tool.key === "italic" && "italic",
              )}
            >
              <span aria-hidden>{tool.mark}</span>
              <span className="sr-only">{t(`toolbar.${tool.key}`)}</span>
            </button>
          ))}
          <ImageTool ownerId={ownerId} onInsert={(markdown) => edit({ kind: "block", text: markdown })} />
        </div>
        <textarea
          id={id}
          lang={lang}
          rows={18}
          spellCheck
          className={cn(inputClasses, "rounded-none border-0 font-mono text-sm leading-relaxed")}
          {...aria}
          {...registered}
          ref={(el) => {
            ref(el);
            area.current = el;
          }}
        />
      </div>
      <LivePreview body={value} language={language} lang={lang} />
    </KitField>
  );
}

/** The toolbar's image button: the alternative text first, then the file, uploaded and inserted at the cursor. */
function ImageTool({ ownerId, onInsert }: { ownerId: string; onInsert: (markdown: string) => void }) {
  const t = useTranslations("blogAdmin.editor");
  const tPhotos = useTranslations("workspace.photos");
  const [open, setOpen] = useState(false);
  const [alt, setAlt] = useState("");
  const [note, setNote] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const file = useRef<HTMLInputElement>(null);
  const altId = useId();

  const upload = async (picked: File | undefined) => {
    if (!picked) return;
    const why = photoRefusal(picked);
    if (why) return setNote(tPhotos(why, { name: picked.name }));
    setNote(null);
    setPercent(0);
    try {
      const { uploadListingPhoto, uploadToken } = await uploads();
      const path = await uploadListingPhoto(picked, ownerId, await uploadToken(), setPercent);
      onInsert(`![${alt.replace(/[[\]]/g, "").trim()}](${listingImageUrl(path)})`);
      setAlt("");
      setOpen(false);
    } catch {
      setNote(t("image.failed"));
    } finally {
      setPercent(null);
    }
  };

  return (
    <>
      <button
        type="button"
        title={t("toolbar.image")}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        className="inline-flex h-9 cursor-pointer items-center justify-center rounded px-2 text-sm text-neutral-800 hover:bg-neutral-200 dark:text-neutral-100 dark:hover:bg-neutral-700"
      >
        {t("toolbar.image")}
      </button>
      {open ? (
        <div className="basis-full space-y-2 border-t border-neutral-300 p-2 dark:border-neutral-600">
          <p className="text-sm font-semibold">{t("image.title")}</p>
          <label htmlFor={altId} className="block text-sm font-medium">
            {t("image.alt")}
          </label>
          <input
            id={altId}
            value={alt}
            onChange={(e) => setAlt(e.target.value)}
            maxLength={300}
            aria-describedby={`${altId}-hint`}
            className={inputClasses}
          />
          <p id={`${altId}-hint`} className="text-sm text-neutral-600 dark:text-neutral-400">
            {t("image.altHint")}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              disabled={percent !== null}
              onClick={() => (alt.trim() ? file.current?.click() : setNote(t("image.altRequired")))}
            >
              {t("image.choose")}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setOpen(false)}>
              {t("image.cancel")}
            </Button>
          </div>
          <input
            ref={file}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif"
            className="sr-only"
            tabIndex={-1}
            aria-hidden
            data-testid="body-image-input"
            onChange={(e) => {
              void upload(e.target.files?.[0]);
              e.target.value = "";
            }}
          />
          <div aria-live="polite" className="text-sm">
            {percent !== null ? (
              <progress
                max={100}
                value={percent}
                className="h-2 w-full"
                aria-label={t("image.uploading", { percent })}
              />
            ) : null}
            {note ? <p className="font-medium text-error-700 dark:text-error-300">{note}</p> : null}
          </div>
        </div>
      ) : null}
    </>
  );
}

/** The body as the server renders it for the public page, a moment after typing stops. */
function LivePreview({ body, language, lang }: { body: string; language: string; lang: "fr" | "en" }) {
  const t = useTranslations("blogAdmin.editor");
  const [shown, setShown] = useState<{ html: string; minutes: number } | null>(null);
  const [failed, setFailed] = useState(false);
  const latest = useRef(0);

  useEffect(() => {
    const request = ++latest.current;
    const timer = setTimeout(async () => {
      if (!body.trim()) {
        setShown(null);
        return;
      }
      try {
        const result = await previewArticle({ body });
        if (request !== latest.current) return;
        setFailed(!result.ok);
        if (result.ok) setShown(result.data);
      } catch {
        if (request === latest.current) setFailed(true);
      }
    }, PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [body]);

  return (
    <section
      aria-label={t("preview", { language })}
      className="mt-3 max-h-[32rem] overflow-y-auto rounded-md border border-dashed border-neutral-300 bg-white p-4 dark:border-neutral-600 dark:bg-neutral-950"
    >
      <p className="text-xs font-semibold tracking-wide text-neutral-600 uppercase dark:text-neutral-400">
        {t("preview", { language })}
        {shown ? ` · ${t("readingTime", { minutes: shown.minutes })}` : null}
      </p>
      {failed ? (
        <p className="mt-2 text-sm font-medium text-error-700 dark:text-error-300">{t("previewFailed")}</p>
      ) : null}
      {shown ? (
        // Sanitised by the server (lib/blog/markdown.ts): no script, no handler, no javascript: link.
        <div
          lang={lang}
          className="article-body mt-3"
          data-testid={`preview-${lang}`}
          dangerouslySetInnerHTML={{ __html: shown.html }}
        />
      ) : (
        <p className="mt-2 text-sm text-neutral-600 dark:text-neutral-400">{t("previewEmpty")}</p>
      )}
    </section>
  );
}
