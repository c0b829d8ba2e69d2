/**
 * The seller's file (issue 41, step 1) through the app's own actions, with each user's session:
 * documents typed from their bytes (never their name), refused with a message at the file field
 * when too large, of another type, named as a path or one too many, and no object left behind; the
 * title, category, order, replacement and deletion; the identity and clauses. Another seller, or
 * a buyer, is told "not found" and changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadDocumentAction } from "@/lib/dealroom/actions/upload-document.core";
import {
  deleteDocumentAction,
  reorderDocumentsAction,
  saveDocumentDetailsAction,
  saveFileSettingsAction,
} from "@/lib/dealroom/actions/manage-file.core";
import { cleanup, createTestUser, sql, type TestUser } from "@/tests/support/db";
import {
  addDealroomListing,
  addDocument,
  DEALROOM_BUCKET,
  objectExists,
  PDF_BYTES,
  removeListings,
  type Listing,
} from "@/tests/support/dealroom";

let seller: TestUser;
let otherSeller: TestUser;
let listing: Listing;
let full: Listing;

const PNG = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");

function upload(listingId: number, file: File, fields: Record<string, string> = {}) {
  const form = new FormData();
  form.set("kind", "entreprise");
  form.set("listingId", String(listingId));
  form.set("file", file);
  for (const [key, value] of Object.entries({ category: "financial_statements", title: "États 2025", ...fields }))
    form.set(key, value);
  return form;
}

async function documents(listingId: number) {
  return sql()<
    {
      id: number;
      title: string;
      category: string;
      storage_path: string;
      content_type: string;
      file_name: string;
      position: number;
    }[]
  >`
    select d.id, d.title, d.category::text, d.storage_path, d.content_type, d.file_name, d.position
    from public.dealroom_documents d join public.dealrooms r on r.id = d.dealroom_id
    where r.entreprise_id = ${listingId} order by d.position, d.id`;
}

async function objectsOf(listingId: number): Promise<number> {
  const [row] = await sql()<{ n: number }[]>`
    select count(*)::int as n from storage.objects o, public.dealrooms r
    where r.entreprise_id = ${listingId} and o.bucket_id = ${DEALROOM_BUCKET} and o.name like r.id || '/%'`;
  return row!.n;
}

beforeAll(async () => {
  seller = await createTestUser({ firstName: "Sophie", lastName: "Vendeuse" });
  otherSeller = await createTestUser();
  listing = await addDealroomListing(seller);
  full = await addDealroomListing(seller, { confidential: false });
});

afterAll(async () => {
  await removeListings({ entreprises: [listing.id, full.id] });
  await cleanup();
});

describe("uploading to the seller's file", () => {
  it("keeps a PDF under the type its bytes say, whatever its name, in the file's folder", async () => {
    const result = await uploadDocumentAction.execute(
      upload(listing.id, new File([PDF_BYTES], "bilan.bin", { type: "application/octet-stream" })),
      seller.client,
    );
    expect(result.ok).toBe(true);
    const [doc] = await documents(listing.id);
    expect(doc).toMatchObject({ title: "États 2025", content_type: "application/pdf", file_name: "bilan.pdf" });
    expect(await objectExists(doc!.storage_path)).toBe(true);
  });

  it("refuses a file whose bytes are not an allowed type, even named .pdf, and stores nothing", async () => {
    const before = await objectsOf(listing.id);
    const result = await uploadDocumentAction.execute(
      upload(listing.id, new File([Buffer.from("MZ\x90\x00 not a document")], "etats.pdf")),
      seller.client,
    );
    expect(result).toMatchObject({ ok: false, fieldErrors: { file: "dealroom.file.errors.badType" } });
    expect(await objectsOf(listing.id)).toBe(before);
  });

  it("refuses a name that is a path, and a file over 25 MB, at the file field", async () => {
    const path = await uploadDocumentAction.execute(
      upload(listing.id, new File([PDF_BYTES], "../../etc/passwd.pdf")),
      seller.client,
    );
    expect(path).toMatchObject({ ok: false, fieldErrors: { file: "dealroom.file.errors.pathName" } });
    const big = await uploadDocumentAction.execute(
      upload(listing.id, new File([new Uint8Array(25 * 1024 * 1024 + 1)], "gros.pdf")),
      seller.client,
    );
    expect(big).toMatchObject({ ok: false, fieldErrors: { file: "dealroom.file.errors.tooBig" } });
  });

  it("needs a title and a category, and keeps a CSV and a PNG", async () => {
    const untitled = await uploadDocumentAction.execute(
      upload(listing.id, new File([PDF_BYTES], "a.pdf"), { title: " " }),
      seller.client,
    );
    expect(untitled).toMatchObject({ ok: false, fieldErrors: { title: "dealroom.file.errors.titleRequired" } });
    const csv = await uploadDocumentAction.execute(
      upload(listing.id, new File(["poste;quantité\nfour;2\n"], "equipement.csv"), {
        category: "equipment_inventory",
        title: "Liste d'équipement",
      }),
      seller.client,
    );
    expect(csv.ok).toBe(true);
    const png = await uploadDocumentAction.execute(
      upload(listing.id, new File([PNG], "plan.png"), { category: "other", title: "Plan" }),
      seller.client,
    );
    expect(png.ok).toBe(true);
    expect((await documents(listing.id)).map((d) => d.content_type)).toEqual([
      "application/pdf",
      "text/csv",
      "image/png",
    ]);
  });

  it("refuses the 51st document and leaves no object", async () => {
    const first = await uploadDocumentAction.execute(upload(full.id, new File([PDF_BYTES], "1.pdf")), seller.client);
    expect(first.ok).toBe(true);
    const [room] = await sql()<{ id: number }[]>`select id from public.dealrooms where entreprise_id = ${full.id}`;
    for (let i = 1; i < 50; i++) await addDocument(seller, room!.id);
    const before = await objectsOf(full.id);
    const result = await uploadDocumentAction.execute(upload(full.id, new File([PDF_BYTES], "51.pdf")), seller.client);
    expect(result).toMatchObject({ ok: false, fieldErrors: { file: "dealroom.file.errors.tooMany" } });
    expect(await objectsOf(full.id)).toBe(before);
  });

  it("another seller is told the file is not found, and nothing is stored", async () => {
    const before = await objectsOf(listing.id);
    const result = await uploadDocumentAction.execute(
      upload(listing.id, new File([PDF_BYTES], "intrus.pdf")),
      otherSeller.client,
    );
    expect(result).toMatchObject({ ok: false, message: "dealroom.errors.notFound" });
    expect(await objectsOf(listing.id)).toBe(before);
  });
});

describe("managing the file's documents", () => {
  it("renames, recategorises and reorders", async () => {
    const [a, b, c] = await documents(listing.id);
    const ref = { kind: "entreprise" as const, listingId: listing.id };
    const details = await saveDocumentDetailsAction.execute(
      { ...ref, documentId: a!.id, title: "États financiers 2024-2025", category: "financial_statements" },
      seller.client,
    );
    expect(details.ok).toBe(true);
    const order = await reorderDocumentsAction.execute({ ...ref, ids: [c!.id, a!.id, b!.id] }, seller.client);
    expect(order.ok).toBe(true);
    expect((await documents(listing.id)).map((d) => [d.id, d.title])).toEqual([
      [c!.id, "Plan"],
      [a!.id, "États financiers 2024-2025"],
      [b!.id, "Liste d'équipement"],
    ]);
    const intruder = await saveDocumentDetailsAction.execute(
      { ...ref, documentId: a!.id, title: "Piraté", category: "other" },
      otherSeller.client,
    );
    expect(intruder).toMatchObject({ ok: false, message: "dealroom.errors.notFound" });
  });

  it("replaces a document's file (the old object goes) and deletes a document with its object", async () => {
    const [plan] = await documents(listing.id);
    const form = upload(listing.id, new File([PDF_BYTES], "plan-v2.pdf"));
    form.set("replaceId", String(plan!.id));
    form.delete("title");
    form.delete("category");
    const replaced = await uploadDocumentAction.execute(form, seller.client);
    expect(replaced.ok).toBe(true);
    const [after] = await documents(listing.id);
    expect(after).toMatchObject({
      id: plan!.id,
      title: "Plan",
      content_type: "application/pdf",
      file_name: "plan-v2.pdf",
    });
    expect(await objectExists(plan!.storage_path)).toBe(false);
    expect(await objectExists(after!.storage_path)).toBe(true);

    const ref = { kind: "entreprise" as const, listingId: listing.id };
    const refused = await deleteDocumentAction.execute({ ...ref, documentId: after!.id }, otherSeller.client);
    expect(refused.ok).toBe(false);
    const deleted = await deleteDocumentAction.execute({ ...ref, documentId: after!.id }, seller.client);
    expect(deleted.ok).toBe(true);
    expect(await objectExists(after!.storage_path)).toBe(false);
    expect((await documents(listing.id)).map((d) => d.id)).not.toContain(after!.id);
  });

  it("keeps the identity it reveals and the seller's clauses, refusing a bad website at its field", async () => {
    const ref = { kind: "entreprise" as const, listingId: listing.id };
    const bad = await saveFileSettingsAction.execute({ ...ref, website: "pas un site" }, seller.client);
    expect(bad).toMatchObject({ ok: false, fieldErrors: { website: "dealroom.file.errors.website" } });
    const saved = await saveFileSettingsAction.execute(
      {
        ...ref,
        website: "https://boulangerie.example",
        contactName: "Sophie Vendeuse",
        clausesFr: "Aucune visite sans rendez-vous.",
      },
      seller.client,
    );
    expect(saved.ok).toBe(true);
    const [row] = await sql()<{ website: string; contact_name: string; extra_clauses_fr: string }[]>`
      select i.website, i.contact_name, r.extra_clauses_fr from public.dealrooms r
      join app_private.dealroom_identities i on i.dealroom_id = r.id where r.entreprise_id = ${listing.id}`;
    expect(row).toEqual({
      website: "https://boulangerie.example",
      contact_name: "Sophie Vendeuse",
      extra_clauses_fr: "Aucune visite sans rendez-vous.",
    });
    const intruder = await saveFileSettingsAction.execute({ ...ref, contactName: "Intrus" }, otherSeller.client);
    expect(intruder).toMatchObject({ ok: false, message: "dealroom.errors.notFound" });
  });
});
