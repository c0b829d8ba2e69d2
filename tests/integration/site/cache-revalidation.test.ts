/**
 * Issue 24: public pages are served from the cache to visitors without a session, so every write
 * that changes what they show must revalidate its cache tags (lib/cache-tags.ts), and the cached
 * copies must carry those tags. Every action of the app is found here: a new one fails this test
 * until it says what it revalidates.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PUBLIC_PAGE_TAGS, TAGS, type CacheTag } from "@/lib/cache-tags";

type Written = { name: string; revalidates?: (input: never, data: never) => readonly CacheTag[] };

/** What each write changes on public pages (listings, seller cards and pages, franchise pages). */
const PUBLIC_WRITES: Record<string, readonly CacheTag[]> = {
  "workspace.save.entreprise": [TAGS.listings, TAGS.sellers],
  "imports.businesses": [TAGS.listings],
  "imports.properties": [TAGS.listings],
  "workspace.save.immobilier": [TAGS.listings, TAGS.sellers],
  "workspace.save.expert": [TAGS.listings, TAGS.sellers],
  "workspace.submit.entreprise": [TAGS.listings],
  "workspace.submit.immobilier": [TAGS.listings],
  "workspace.submit.expert": [TAGS.listings],
  "workspace.save.franchise": [TAGS.franchises],
  "workspace.submit.franchise": [TAGS.franchises],
  "workspace.changeItemStatus": [TAGS.listings, TAGS.sellers, TAGS.franchises],
  "workspace.confirmListing": [TAGS.listings],
  "workspace.deleteListing": [TAGS.listings, TAGS.sellers, TAGS.franchises],
  "moderation.approve": [TAGS.listings, TAGS.sellers, TAGS.franchises],
  "moderation.reject": [TAGS.listings, TAGS.sellers, TAGS.franchises],
  "moderation.archive": [TAGS.listings, TAGS.sellers, TAGS.franchises],
  "moderation.feature": [TAGS.listings, TAGS.sellers, TAGS.franchises],
  "moderation.unfeature": [TAGS.listings, TAGS.sellers, TAGS.franchises],
  "moderation.highlight": [TAGS.listings, TAGS.sellers, TAGS.franchises],
  "moderation.unhighlight": [TAGS.listings, TAGS.sellers, TAGS.franchises],
  // A plan without the highlight or the showcase withdraws them from the owner's listings.
  "accounts.setUserPlan": [TAGS.listings],
  "moderation.bulkApprove": [TAGS.listings, TAGS.sellers, TAGS.franchises],
  "moderation.bulkReject": [TAGS.listings, TAGS.sellers, TAGS.franchises],
  "revisions.approve": [TAGS.listings, TAGS.sellers, TAGS.franchises],
  "profile.details": [TAGS.sellers],
  "profile.publicPage": [TAGS.sellers],
  "profile.avatar": [TAGS.sellers],
  "profile.avatarRemove": [TAGS.sellers],
  "valuation.createListing": [TAGS.listings],
  // Names of industries and categories show in the filters, on cards, in the footer and on category pages.
  "taxonomy.saveIndustry": [TAGS.taxonomy, TAGS.listings],
  "taxonomy.deleteIndustry": [TAGS.taxonomy, TAGS.listings],
  "taxonomy.saveCategory": [TAGS.taxonomy, TAGS.listings],
  "taxonomy.deleteCategory": [TAGS.taxonomy, TAGS.listings],
  "taxonomy.saveFranchiseCategory": [TAGS.taxonomy, TAGS.listings],
  "taxonomy.deleteFranchiseCategory": [TAGS.taxonomy, TAGS.listings],
  "taxonomy.syncNotion": [TAGS.taxonomy, TAGS.listings],
  // An admin's edit of someone's names changes their seller card; a block or unblock revalidates it too.
  "usersAdmin.details": [TAGS.sellers],
  "usersAdmin.block": [TAGS.sellers],
  "usersAdmin.unblock": [TAGS.sellers],
  "blog.saveArticle": [TAGS.articles],
  "blog.changeArticleStatus": [TAGS.articles],
  "blog.deleteArticle": [TAGS.articles],
  "blog.importArticles": [TAGS.articles],
  "blog.saveCategory": [TAGS.articles],
  "blog.deleteCategory": [TAGS.articles],
  // The author card (name, photo, bio) shows on every article of its author.
  "blog.saveAuthor": [TAGS.articles],
  "blog.deleteAuthor": [TAGS.articles],
  // The lenders and the public programs show on /services/financement (issue 42).
  "financing.savePartner": [TAGS.financing],
  "financing.deletePartner": [TAGS.financing],
  "financing.saveProgram": [TAGS.financing],
  "financing.deleteProgram": [TAGS.financing],
  // The public listing says how many documents its confidential file holds, and of which kinds.
  // A business or property deleted with its file's documents (the workspace's lists of those kinds).
  "dealroom.deleteListing": [TAGS.listings, TAGS.sellers],
  "dealroom.upload": [TAGS.listings],
  "dealroom.documentDetails": [TAGS.listings],
  "dealroom.deleteDocument": [TAGS.listings],
};

/** Writes that change nothing a cached page shows (accounts, inboxes, private records, drafts' reviews). */
const PRIVATE_WRITES = new Set([
  "auth.signIn",
  "usersAdmin.adminFlag",
  "auth.signUp",
  "auth.passwordReset",
  "auth.resend",
  "auth.updatePassword",
  "profile.preferences",
  "profile.email",
  "profile.password",
  "accounts.requestPlan",
  "financing.pipeline",
  "financing.request",
  // A buyer's pre-qualification is shown only on signed-in pages (the buyer's list, the sellers' files).
  "financing.requestPrequalification",
  "financing.recordPrequalification",
  "financing.deletePrequalification",
  "inbox.changeInquiry",
  "inquiry",
  "workspace.storageToken",
  "revisions.withdraw",
  "revisions.reject",
  "moderation.retryOutbox",
  "contact",
  "newsletter.subscribe",
  "gestion.submissionHandled",
  "gestion.resendSubmission",
  "gestion.unsubscribe",
  "valuation.updateMultiple",
  "valuation.save",
  "valuation.saveEstimate",
  "valuation.sharing",
  "valuation.rotateLink",
  "valuation.delete",
  // A closed deal is private; the comparables' medians show only on searched (uncached) estimates.
  "valuation.recordClosedDeal",
  "blog.previewArticle",
  "moderation.history",
  "invitations.resend",
  "invitations.cancel",
  "imports.people",
  "savedSearches.save",
  "savedSearches.update",
  "savedSearches.delete",
  "savedSearches.preferences",
  "testDigest.send",
  "dealroom.reorder",
  "dealroom.settings",
  "dealroom.request",
  "dealroom.decide",
  // Issue 42: offers are private to their buyer, the listing's owner and admins.
  "offers.send",
  "offers.answer",
]);

/** Every module that defines actions: lib/<domain>/actions/*.core.ts (the editors' too, made per kind). */
function actionModules(): string[] {
  const lib = path.resolve("lib");
  const files = fs
    .readdirSync(lib)
    .flatMap((domain) => {
      const dir = path.join(lib, domain, "actions");
      return fs.existsSync(dir) ? fs.readdirSync(dir).map((file) => path.join(dir, file)) : [];
    })
    .filter((file) => file.endsWith(".core.ts"));
  return files;
}

async function definedActions(): Promise<Written[]> {
  const found = new Map<string, Written>();
  for (const file of actionModules()) {
    const exports = (await import(file)) as Record<string, unknown>;
    for (const value of Object.values(exports)) {
      const written = (value as { written?: Written } | null)?.written;
      if (written) found.set(written.name, written);
    }
  }
  return [...found.values()];
}

describe("cache revalidation (issue 24)", () => {
  it("every write that changes a public page revalidates its tags; every other write is known", async () => {
    const actions = await definedActions();
    expect(actions.length).toBeGreaterThan(40);
    for (const { name, revalidates } of actions) {
      const expected = PUBLIC_WRITES[name];
      if (!expected) {
        expect(
          PRIVATE_WRITES.has(name),
          `${name}: say what it revalidates (PUBLIC_WRITES) or that it changes no public page`,
        ).toBe(true);
        continue;
      }
      const tags = revalidates?.(undefined as never, undefined as never) ?? [];
      for (const tag of expected) expect(tags, `${name} revalidates ${tag}`).toContain(tag);
    }
    const names = new Set(actions.map((a) => a.name));
    for (const name of [...Object.keys(PUBLIC_WRITES), ...PRIVATE_WRITES]) expect(names, name).toContain(name);
  });

  it("the cached pages carry every tag a write revalidates", () => {
    const revalidated = new Set(Object.values(PUBLIC_WRITES).flat());
    for (const tag of revalidated) expect(PUBLIC_PAGE_TAGS).toContain(tag);
  });

  it("the write paths outside actions (e-mailed confirmation, freshness cron) revalidate the listings at once", () => {
    for (const file of ["app/[locale]/(site)/annonces/confirmer/route.ts", "lib/listings/freshness-cron.ts"]) {
      expect(fs.readFileSync(file, "utf8"), file).toContain("revalidateTag(TAGS.listings, { expire: 0 })");
    }
  });
});
