"use client";

import { useTranslations } from "next-intl";
import { PostForm } from "@/components/forms/post-form";
import { useRef, useState } from "react";
import { useWatch } from "react-hook-form";
import { toast } from "@/components/app/toast";
import { BilingualField } from "@/components/forms/bilingual-field";
import { ChoiceListField } from "@/components/forms/choice-list-field";
import { CheckboxField, SelectField, TextareaField, TextField, type Option } from "@/components/forms/form-field";
import { useActionForm } from "@/components/forms/use-action-form";
import { useDraft } from "@/components/forms/use-draft";
import { DraftBar } from "@/components/listings/draft-bar";
import { EditorSection } from "@/components/listings/editor-section";
import { PhotoField } from "@/components/listings/photo-field";
import { buttonClasses } from "@/components/ui/button";
import { saveArticle } from "@/lib/blog/actions/save-article";
import { montrealWallClock } from "@/lib/i18n/format";
import { articleSchema, type ArticleInput } from "@/lib/blog/schema";
import { ARTICLE_STATUSES, type ArticleStatus } from "@/lib/blog/types";
import { Link } from "@/lib/i18n/navigation";
import { MarkdownEditor } from "./markdown-editor";
import { SubmitButton } from "@/components/forms/submit-button";

export type ArticleEditorRefs = { authors: Option[]; categories: Option[]; industries: Option[] };

/**
 * The article editor: publication (status, date, featured), the French and English versions side
 * by side (title, slug, excerpt, Markdown body with its toolbar and live preview, search texts),
 * the cover with its alternative texts, the author, categories and sectors. A draft is saved on the
 * server as the administrator writes; every change is kept in the browser until it is saved.
 */
export function ArticleEditor({
  initial,
  refs,
  ownerId,
  serverUpdatedAt,
}: {
  initial: ArticleInput;
  refs: ArticleEditorRefs;
  ownerId: string;
  serverUpdatedAt: number | null;
}) {
  const t = useTranslations("blogAdmin");
  const te = useTranslations("blogAdmin.editor");
  const tKit = useTranslations("formKit");
  const [id, setId] = useState<number | null>(initial.id ? Number(initial.id) : null);
  const [slug, setSlug] = useState<string | null>(initial.id ? (initial.slug_fr ?? null) : null);
  // The id as the latest save knows it (autosave and the button may follow each other closely).
  const idRef = useRef(id);
  const withId = (values: ArticleInput): ArticleInput => ({ ...values, id: idRef.current });

  const adopt = (saved: { id: number; slug: string }) => {
    setSlug(saved.slug);
    if (idRef.current !== null) return;
    idRef.current = saved.id;
    setId(saved.id);
    window.history.replaceState(null, "", window.location.pathname.replace(/\/new$/, `/${saved.id}/edit`));
  };

  const { form, submit } = useActionForm({
    schema: articleSchema,
    defaultValues: initial,
    action: async (values: ArticleInput) => {
      await draft.settle();
      return saveArticle(withId(values));
    },
    onSuccess: (data) => {
      draft.clear();
      adopt(data);
      // What the database decided: a date to come schedules, publishing without a date is now.
      form.setValue("status", data.status);
      form.setValue("published_at", data.publishedAt ? montrealWallClock(data.publishedAt) : "");
      form.reset(form.getValues());
      toast.success(te("savedStatus", { status: data.status }));
    },
  });

  const draft = useDraft<ArticleInput, { id: number; slug: string }>({
    form,
    storageKey: `draft:article:${id ?? "new"}`,
    serverUpdatedAt,
    // Only a draft saves itself: a public article changes when the administrator says so.
    canSave: (values) => values.status === "draft" && articleSchema.safeParse(withId(values)).success,
    save: (values) => saveArticle(withId(values)),
    onSaved: adopt,
  });

  const status = useWatch({ control: form.control, name: "status" }) as ArticleStatus;
  const statusOptions = ARTICLE_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }));
  const version = (lang: "fr" | "en") => {
    const field = <N extends string>(stem: N) => `${stem}_${lang}` as const;
    const language = t(`languages.${lang}`);
    // "Title (French)": each version's fields are told apart by their names, not only by their section.
    const label = (key: "title" | "slug" | "excerpt" | "seoTitle" | "seoDescription") =>
      tKit(lang === "fr" ? "inFrench" : "inEnglish", { label: te(key) });
    return (
      <EditorSection title={te(lang === "fr" ? "sections.french" : "sections.english")}>
        <div lang={lang} className="space-y-5">
          <TextField<ArticleInput>
            name={field("title")}
            label={label("title")}
            hint={lang === "en" ? te("englishHint") : undefined}
            optional={lang === "en"}
            maxLength={200}
          />
          <TextField<ArticleInput>
            name={field("slug")}
            label={label("slug")}
            hint={te("slugHint")}
            optional
            maxLength={120}
          />
          <TextareaField<ArticleInput>
            name={field("excerpt")}
            label={label("excerpt")}
            hint={te("excerptHint")}
            rows={3}
            maxLength={500}
          />
          <MarkdownEditor
            name={field("body")}
            label={tKit(lang === "fr" ? "inFrench" : "inEnglish", { label: te("body") })}
            language={language}
            lang={lang}
            ownerId={ownerId}
          />
          <TextField<ArticleInput> name={field("seo_title")} label={label("seoTitle")} optional maxLength={70} />
          <TextareaField<ArticleInput>
            name={field("seo_description")}
            label={label("seoDescription")}
            optional
            rows={2}
            maxLength={160}
          />
        </div>
      </EditorSection>
    );
  };

  return (
    <PostForm form={form} onSubmit={submit} className="space-y-8" data-testid="article-editor">
      <DraftBar
        state={draft.state}
        offer={draft.offer ? new Date(draft.offer.savedAt) : null}
        onRestore={draft.restore}
        onDiscard={draft.discard}
      />
      <EditorSection title={te("sections.publication")}>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField<ArticleInput>
            name="status"
            label={te("status")}
            hint={te("statusHint")}
            options={statusOptions}
          />
          <TextField<ArticleInput>
            name="published_at"
            type="datetime-local"
            label={te("publishedAt")}
            hint={te("publishedAtHint")}
            optional={status !== "scheduled"}
          />
        </div>
        <CheckboxField<ArticleInput> name="featured" label={te("featured")} />
      </EditorSection>

      <div className="grid gap-8 xl:grid-cols-2">
        {version("fr")}
        {version("en")}
      </div>

      <EditorSection title={te("sections.cover")}>
        <PhotoField
          name="cover_url"
          label={te("cover")}
          hint={te("coverHint")}
          ownerId={ownerId}
          savedUrl={initial.cover_url ?? null}
          wide
        />
        <BilingualField<ArticleInput> name="cover_alt" label={te("coverAlt")} maxLength={300} frOptional />
      </EditorSection>

      <EditorSection title={te("sections.classification")}>
        <SelectField<ArticleInput>
          name="author_id"
          label={te("author")}
          options={refs.authors}
          placeholder={te("authorNone")}
          className="max-w-sm"
        />
        <div className="grid gap-6 lg:grid-cols-2">
          <ChoiceListField<ArticleInput>
            name="category_ids"
            label={te("categories")}
            groups={[{ label: "", options: refs.categories }]}
            multiple
            optional
          />
          <ChoiceListField<ArticleInput>
            name="industry_ids"
            label={te("industries")}
            hint={te("industriesHint")}
            groups={[{ label: "", options: refs.industries }]}
            multiple
            optional
          />
        </div>
      </EditorSection>

      <div className="sticky bottom-0 z-10 flex flex-wrap items-center gap-3 border-t border-neutral-200 bg-white/95 py-3 dark:border-neutral-800 dark:bg-neutral-950/95">
        <SubmitButton disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? te("saving") : te("save")}
        </SubmitButton>
        {slug ? (
          <Link
            href={`/blog/${slug}?apercu=1`}
            target="_blank"
            className={buttonClasses({ variant: "outline" })}
            data-testid="article-preview-link"
          >
            {te("previewPage")}
          </Link>
        ) : null}
        <Link href="/admin/gestion/blog" className={buttonClasses({ variant: "ghost" })}>
          {t("backToList")}
        </Link>
      </div>
    </PostForm>
  );
}
