/**
 * The inquiry form's server path against the real stack: what is saved, what the owner
 * receives in maildev, and what is refused (bots, floods, closed listings, the owner).
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  processListingInquiry,
  sendListingInquiryAction,
  type InquiryClients,
  type InquiryContext,
} from "@/lib/listings/actions/send-listing-inquiry.core";
import { getInquiryRecipient } from "@/lib/listings/queries/inquiry-recipients";
import { rateLimits } from "@/lib/http/rate-limits";
import type { InquiryInput } from "@/lib/listings/schemas/inquiry";
import { anonClient, cleanup, createTestUser, serviceClient, sql, type TestUser } from "@/tests/support/db";

const PUBLISHED = "depanneur-rentable-centre-ville-rimouski"; // vendeur@demo.local's
const SOLD = "garderie-privee-laval";
const DRAFT = "brouillon-traiteur-levis";
const PROPERTY = "immeuble-commercial-rue-king-sherbrooke"; // proprietaire@demo.local's
const PROPERTY_DRAFT = "brouillon-bureau-longueuil";
const LEASE = "local-industriel-a-louer-quebec"; // vendeur@demo.local's, under offer

type Mail = { id: string; subject: string; text?: string; to: { address: string }[] };

/** The e-mail maildev caught for this address whose text contains `token` (waits for it). */
async function mailTo(address: string, token: string): Promise<Mail | undefined> {
  const base = process.env.MAILDEV_URL;
  if (!base) throw new Error("MAILDEV_URL is not set: run with `npm test -- integration`.");
  for (let i = 0; i < 50; i++) {
    const list = (await (await fetch(`${base}/api/email`)).json()) as Mail[];
    for (const m of list.filter((m) => m.to.some((t) => t.address === address))) {
      const full = (await (await fetch(`${base}/api/email/${m.id}`)).json()) as Mail;
      if (full.text?.includes(token)) return full;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return undefined;
}

let clients: InquiryClients;
let englishOwner: TestUser;
let addresslessOwner: TestUser;
const englishSlug = `english-owner-${randomUUID().slice(0, 8)}`;
const addresslessSlug = `no-address-owner-${randomUUID().slice(0, 8)}`;

function context(over: Partial<InquiryContext> = {}): InquiryContext {
  return { ipHash: randomUUID().replace(/-/g, ""), locale: "fr", userId: null, ...over };
}

function input(over: Partial<InquiryInput> = {}): InquiryInput {
  return {
    listingKind: "entreprise",
    listingSlug: PUBLISHED,
    name: "Test Inquiry Acheteur",
    email: `buyer-${randomUUID().slice(0, 8)}@exemple.ca`,
    phone: "418 555-0199",
    message: `Bonjour, je souhaite visiter le commerce. ${randomUUID()}`,
    website: "",
    ...over,
  };
}

async function savedFor(email: string) {
  return sql()<
    {
      entreprise_id: number | null;
      immobilier_id: number | null;
      name: string;
      phone: string | null;
      message: string;
      locale: string;
    }[]
  >`
    select entreprise_id, immobilier_id, name, phone, message, locale from public.listing_inquiries where email = ${email}`;
}

async function addListing(owner: TestUser, slug: string) {
  const [category] = await sql()<{ id: number }[]>`select id from public.entreprise_categories order by id limit 1`;
  await sql()`
    insert into public.entreprises (slug, owner_id, status, title_fr, title_en, description_fr, category_id, asking_price, published_at)
    values (${slug}, ${owner.id}, 'published', 'Atelier de test à vendre', 'Test workshop for sale', 'Annonce de test.', ${category!.id}, 250000, now())`;
}

beforeAll(async () => {
  clients = { visitor: anonClient(), service: serviceClient() };
  englishOwner = await createTestUser({ firstName: "Karen", lastName: "Test" });
  await sql()`update auth.users set raw_user_meta_data = ${sql().json({ first_name: "Karen", locale: "en" })} where id = ${englishOwner.id}`;
  await addListing(englishOwner, englishSlug);
  addresslessOwner = await createTestUser({ firstName: "Sans", lastName: "Adresse" });
  await addListing(addresslessOwner, addresslessSlug);
  await sql()`update public.profiles set email = null where id = ${addresslessOwner.id}`;
});

afterAll(async () => {
  await sql()`delete from public.listing_inquiries where name like 'Test Inquiry %'`;
  await sql()`delete from public.entreprises where slug in (${englishSlug}, ${addresslessSlug})`;
  await cleanup();
});

describe("a buyer's inquiry", () => {
  it("is saved, then e-mailed to the owner in French with the buyer as reply-to", async () => {
    const values = input();
    const result = await processListingInquiry(values, context(), clients);
    expect(result).toEqual({ ok: true, data: { outcome: "received" } });
    const rows = await savedFor(values.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "Test Inquiry Acheteur",
      phone: "418 555-0199",
      message: values.message,
      locale: "fr",
    });

    const mail = await mailTo("vendeur@demo.local", values.message);
    expect(mail?.subject).toBe(
      "Nouvelle demande pour votre annonce\u00a0: Dépanneur rentable au centre-ville de Rimouski",
    );
    // maildev's JSON leaves Reply-To out: read it in the message source.
    const source = await (await fetch(`${process.env.MAILDEV_URL}/api/email/${mail!.id}/source`)).text();
    expect(source).toMatch(new RegExp(`^Reply-To: Test Inquiry Acheteur <${values.email}>`, "m"));
    expect(mail?.text).toContain("Bonjour Sophie,");
    expect(mail?.text).toContain("Téléphone\u00a0: 418 555-0199");
    expect(mail?.text).toContain(`/entreprises/${PUBLISHED}`);
  });

  it("sends the buyer a receipt in the page's language with the listing's link, not the text typed (the address is unproven)", async () => {
    const values = input();
    expect((await processListingInquiry(values, context(), clients)).ok).toBe(true);
    const mail = await mailTo(values.email, `/entreprises/${PUBLISHED}`);
    expect(mail?.subject).toBe("Votre demande au sujet de « Dépanneur rentable au centre-ville de Rimouski »");
    expect(mail?.text).toContain("a été transmise au vendeur");
    expect(mail?.text).not.toContain(values.message);
    const [saved] = await sql()<{ kind: string; status: string }[]>`
      select kind, status from public.outbound_emails where to_email = ${values.email}`;
    expect(saved).toEqual({ kind: "inquiry.copy", status: "sent" });
  });

  it("sends a signed-in buyer writing from their own address a copy of the message, in English on an English page", async () => {
    const buyer = await createTestUser({ firstName: "Copy", lastName: "Buyer" });
    const values = input({ email: buyer.email, name: "Test Inquiry Copy" });
    const ctx = context({ locale: "en", userId: buyer.id, userEmail: buyer.email });
    expect((await processListingInquiry(values, ctx, clients)).ok).toBe(true);
    const mail = await mailTo(buyer.email, values.message);
    expect(mail?.subject).toBe("Your inquiry about “Profitable convenience store in downtown Rimouski”");
    expect(mail?.text).toContain("Hello Test Inquiry Copy,");
    expect(mail?.text).toContain(`/en/entreprises/${PUBLISHED}`);
  });

  it("reaches an English-speaking owner in English, with the English title", async () => {
    const values = input({ listingSlug: englishSlug });
    expect((await processListingInquiry(values, context({ locale: "en" }), clients)).ok).toBe(true);
    const recipient = await getInquiryRecipient(clients.service, {
      entrepriseId: (await savedFor(values.email))[0]!.entreprise_id!,
    });
    expect(recipient).toMatchObject({ email: englishOwner.email, first_name: "Karen", locale: "en" });
    const mail = await mailTo(englishOwner.email, values.message);
    expect(mail?.subject).toBe("New inquiry about your listing: Test workshop for sale");
    expect(mail?.text).toContain("Hello Karen,");
    expect(mail?.text).toContain(`/en/entreprises/${englishSlug}`);
  });

  it("about a commercial property is saved on the property and e-mailed to whoever listed it", async () => {
    const values = input({ listingKind: "immobilier", listingSlug: PROPERTY });
    expect(await processListingInquiry(values, context({ locale: "en" }), clients)).toEqual({
      ok: true,
      data: { outcome: "received" },
    });
    const [row] = await sql()<{ id: number }[]>`select id from public.immobilier where slug = ${PROPERTY}`;
    expect(await savedFor(values.email)).toEqual([
      expect.objectContaining({ entreprise_id: null, immobilier_id: row!.id, locale: "en" }),
    ]);
    const mail = await mailTo("proprietaire@demo.local", values.message);
    expect(mail?.subject).toBe("Nouvelle demande pour votre annonce\u00a0: Immeuble commercial sur la rue King Ouest");
    expect(mail?.text).toContain(`/immobilier/${PROPERTY}`);
    expect(mail?.text).toContain("Langue de l'acheteur\u00a0: anglais");
  });

  it("about a property for lease presents the writer as a prospective tenant", async () => {
    const values = input({ listingKind: "immobilier", listingSlug: LEASE });
    expect((await processListingInquiry(values, context(), clients)).ok).toBe(true);
    const mail = await mailTo("vendeur@demo.local", values.message);
    expect(mail?.text).toContain("Langue du locataire potentiel\u00a0: français");
    expect(mail?.text).toContain("Le locataire potentiel ne connaît pas votre adresse courriel");
  });

  it("is kept and answered with success when the owner cannot be e-mailed", async () => {
    const values = input({ listingSlug: addresslessSlug });
    const result = await processListingInquiry(values, context(), clients);
    expect(result.ok).toBe(true);
    expect(await savedFor(values.email)).toHaveLength(1);
  });

  it("returns translated field errors and saves nothing when the form is invalid", async () => {
    const values = input({ name: "J", email: "jean@", phone: "abc", message: "Court" });
    const result = await sendListingInquiryAction.execute(values, anonClient());
    expect(result).toEqual({
      ok: false,
      message: "forms.errors.invalid",
      fieldErrors: {
        name: "forms.errors.nameRequired",
        email: "forms.errors.emailInvalid",
        phone: "forms.errors.phoneInvalid",
        message: "forms.errors.messageTooShort",
      },
    });
  });

  it("thanks a bot that filled the honeypot and saves nothing", async () => {
    const values = input({ website: "https://spam.example" });
    expect(await processListingInquiry(values, context(), clients)).toEqual({
      ok: true,
      data: { outcome: "received" },
    });
    expect(await savedFor(values.email)).toHaveLength(0);
  });
});

describe("refused inquiries", () => {
  let ctx: InquiryContext;
  beforeEach(() => {
    ctx = context();
  });

  it("stops a visitor over the hourly limit", async () => {
    const rule = rateLimits.listingInquiry;
    for (let i = 0; i < rule.limit; i++)
      await sql()`select public.hit_rate_limit(${rule.bucket}, ${ctx.ipHash}, ${rule.limit}, ${rule.windowSeconds})`;
    const values = input();
    expect(await processListingInquiry(values, ctx, clients)).toEqual({
      ok: false,
      message: "forms.errors.rateLimited",
      fieldErrors: {},
    });
    expect(await savedFor(values.email)).toHaveLength(0);
  });

  it("refuses sold, draft and unknown listings", async () => {
    for (const listingSlug of [SOLD, DRAFT, "entreprise-inexistante"]) {
      const values = input({ listingSlug });
      expect(await processListingInquiry(values, context(), clients)).toEqual({
        ok: false,
        message: "inquiry.errors.unavailable",
        fieldErrors: {},
      });
      expect(await savedFor(values.email)).toHaveLength(0);
    }
  });

  it("refuses a property draft, an unknown property and a business slug given as a property", async () => {
    for (const listingSlug of [PROPERTY_DRAFT, "propriete-inexistante", PUBLISHED]) {
      const values = input({ listingKind: "immobilier", listingSlug });
      expect(await processListingInquiry(values, context(), clients)).toEqual({
        ok: false,
        message: "inquiry.errors.unavailable",
        fieldErrors: {},
      });
      expect(await savedFor(values.email)).toHaveLength(0);
    }
  });

  it("refuses an inquiry whose kind of listing is not one of the site's", async () => {
    const values = { ...input(), listingKind: "franchise" } as unknown as InquiryInput;
    const result = await sendListingInquiryAction.execute(values, anonClient());
    expect(result).toEqual({
      ok: false,
      message: "forms.errors.invalid",
      fieldErrors: { listingKind: "inquiry.errors.unavailable" },
    });
    expect(await savedFor(values.email)).toHaveLength(0);
  });

  it("refuses the owner writing about their own listing", async () => {
    const values = input({ listingSlug: englishSlug });
    const result = await processListingInquiry(values, context({ userId: englishOwner.id }), clients);
    expect(result).toEqual({ ok: false, message: "inquiry.errors.ownListing", fieldErrors: {} });
    expect(await savedFor(values.email)).toHaveLength(0);
  });

  it("keeps owners' addresses out of reach of visitors and signed-in users", async () => {
    const asVisitor = await anonClient().rpc("listing_inquiry_recipient", {
      p_entreprise_id: 1,
      p_immobilier_id: null,
    });
    expect(asVisitor.error?.code).toBe("42501");
    const asUser = await englishOwner.client.rpc("listing_inquiry_recipient", {
      p_entreprise_id: 1,
      p_immobilier_id: null,
    });
    expect(asUser.error?.code).toBe("42501");
  });
});
