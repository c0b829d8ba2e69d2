/**
 * The demo deal rooms' documents, requests and offer (issues 41 and 42), after the SQL seed made the
 * files (supabase/seed/dealroom.sql). Each file gets a few small PDFs drawn with pdf-lib (the library of
 * the signed agreements) and a CSV spreadsheet, written into the private dealroom-documents bucket through
 * the local Storage's own adapter (as seed-photos.ts does), and their document rows; then the demo buyer's
 * request, signed as the server signs one (dealroom_sign_request):
 * - Net-Pro Québec (confidential cleaning business): the request is pending, for the seller to decide;
 * - Boulangerie Saint-Jean: the seller approved it and the buyer made an offer that the seller countered,
 *   each written as the app writes it (the seller's update of the request, make_offer, add_offer_version,
 *   run with that user's role and claims, so every guard and trigger holds).
 * A file that already has documents is left as it is, so running it twice changes nothing. Well under a second.
 */
import { createHash } from "node:crypto";
import postgres from "postgres";
import { PDFDocument, StandardFonts, rgb } from "pdf-lib";
import { FilesystemStorageAdapter } from "./stack/storage.ts";

const BUCKET = "dealroom-documents";
const BUYER = "acheteur@demo.local";

type DemoDocument = {
  category: "financial_statements" | "lease" | "equipment_inventory" | "information_memorandum";
  title: string;
  fileName: string;
  contentType: string;
  bytes: (company: string) => Promise<Uint8Array>;
};

/** An offer's terms as offer_versions keeps them (cents; the dates are added in SQL, from today in Montréal). */
type DemoTerms = Record<string, string | number | boolean | null> & { closing_in_days: number; lapse_in_days: number };

type DemoFile = {
  slug: string;
  company: string;
  documents: DemoDocument[];
  /** The demo buyer's request: left pending, or approved by the seller with an offer and its counter. */
  request: { status: "pending" } | { status: "approved"; offer: DemoTerms; counter: DemoTerms };
};

/** A one-page PDF of a title and lines, dated for the demo (the same bytes each time). */
async function pdf(company: string, title: string, lines: string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const date = new Date("2026-01-15T12:00:00Z");
  doc.setTitle(title);
  doc.setProducer("Marché des entreprises (démo)");
  doc.setCreationDate(date);
  doc.setModificationDate(date);
  const page = doc.addPage([612, 792]);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  page.drawText(title, { x: 64, y: 720, size: 16, font: bold, color: rgb(0.1, 0.1, 0.1) });
  page.drawText(`${company} — document de démonstration`, { x: 64, y: 698, size: 9, font: regular });
  lines.forEach((line, i) => page.drawText(line, { x: 64, y: 660 - i * 18, size: 11, font: regular }));
  return doc.save({ useObjectStreams: false });
}

const pdfDocument = (
  category: DemoDocument["category"],
  title: string,
  fileName: string,
  heading: string,
  lines: string[],
): DemoDocument => ({
  category,
  title,
  fileName,
  contentType: "application/pdf",
  bytes: (company) => pdf(company, heading, lines),
});

const csvDocument = (title: string, fileName: string, rows: string[]): DemoDocument => ({
  category: "equipment_inventory",
  title,
  fileName,
  contentType: "text/csv",
  bytes: async () => new TextEncoder().encode(`\ufeff${rows.join("\n")}\n`),
});

const NET_PRO: DemoFile = {
  slug: "entretien-menager-commercial-quebec",
  company: "Net-Pro Québec inc.",
  request: { status: "pending" },
  documents: [
    pdfDocument(
      "financial_statements",
      "États financiers 2023 à 2025",
      "netpro-etats-financiers-2023-2025.pdf",
      "États financiers résumés (exercices terminés le 31 décembre)",
      [
        "                               2023          2024          2025",
        "Chiffre d'affaires        1 540 000 $   1 655 000 $   1 750 000 $",
        "Salaires et charges       1 080 000 $   1 148 000 $   1 205 000 $",
        "Produits et fournitures      98 000 $     104 000 $     109 000 $",
        "BAIIA                       151 000 $     162 000 $     170 000 $",
        "Bénéfice discrétionnaire    171 000 $     182 000 $     190 000 $",
        "",
        "Mission d'examen par un CPA; états complets sur demande après offre.",
      ],
    ),
    pdfDocument(
      "lease",
      "Bail de l'entrepôt et des bureaux",
      "netpro-bail-entrepot.pdf",
      "Bail commercial — entrepôt et bureaux",
      [
        "Superficie : 3 200 pi² (entrepôt 2 400 pi², bureaux 800 pi²)",
        "Loyer de base : 2 950 $ par mois, plus taxes et frais d'exploitation",
        "Durée : 5 ans, du 1er mai 2024 au 30 avril 2029",
        "Option de renouvellement : 5 ans, au taux du marché",
        "Cession : permise avec le consentement du locateur, non refusé sans motif",
      ],
    ),
    pdfDocument(
      "information_memorandum",
      "Mémorandum d'information",
      "netpro-memorandum.pdf",
      "Mémorandum d'information",
      [
        "Fondée en 2006, l'entreprise entretient bureaux, cliniques et écoles de Québec.",
        "62 contrats actifs, dont 70 % renouvelés depuis plus de cinq ans.",
        "45 employés à temps partiel, 3 superviseurs, une adjointe administrative.",
        "Structure proposée : vente d'actions, accompagnement de six mois.",
        "Raison de la vente : retraite de la propriétaire.",
      ],
    ),
    csvDocument("Équipement et contrats (tableur)", "netpro-equipement-contrats.csv", [
      "article;quantité;valeur ($);note",
      "Autolaveuse Tennant T300;4;26 000;2022",
      "Aspirateur dorsal;18;7 200;",
      "Fourgonnette Ford Transit;3;54 000;2021 à 2023",
      "Contrats de bureaux;38;;revenus annuels 1 050 000 $",
      "Contrats de cliniques et d'écoles;24;;revenus annuels 700 000 $",
    ]),
  ],
};

/** The terms both versions share: an asset purchase, a bank loan and a vendor take-back, the usual conditions. */
const BAKERY_TERMS = {
  purchase: "assets",
  earnout_cents: 0,
  earnout_conditions: null,
  bank_term_years: 10,
  bank_rate: 6.75,
  vendor_term_years: 5,
  vendor_rate: 6,
  financing_condition: true,
  lease_assignment: false,
  transition_weeks: 12,
  non_compete_years: 5,
  other_conditions: null,
};

const BAKERY: DemoFile = {
  slug: "boulangerie-patisserie-vieux-quebec",
  company: "Boulangerie Saint-Jean inc.",
  documents: [
    pdfDocument(
      "financial_statements",
      "États financiers 2023 à 2025",
      "boulangerie-etats-financiers-2023-2025.pdf",
      "États financiers résumés (exercices terminés le 31 août)",
      [
        "                               2023          2024          2025",
        "Chiffre d'affaires        1 060 000 $   1 125 000 $   1 180 000 $",
        "Coût des ventes             371 000 $     390 000 $     405 000 $",
        "Salaires et charges         398 000 $     418 000 $     436 000 $",
        "BAIIA                       178 000 $     192 000 $     205 000 $",
        "Bénéfice discrétionnaire    209 000 $     224 000 $     238 000 $",
        "",
        "Mission d'examen par un CPA; l'immeuble peut être acheté en sus (évaluation jointe sur demande).",
      ],
    ),
    pdfDocument(
      "information_memorandum",
      "Mémorandum d'information",
      "boulangerie-memorandum.pdf",
      "Mémorandum d'information",
      [
        "Boulangerie au levain fondée en 2009 sur la rue Saint-Jean, dans le Vieux-Québec.",
        "Ventes : 55 % au comptoir, 30 % aux restaurants et cafés du quartier, 15 % en ligne.",
        "14 employés, dont 2 boulangers-chefs formés aux recettes de la maison.",
        "Four à sole neuf (2022); laboratoire complet, inspecté sans remarque en 2025.",
        "Raison de la vente : la propriétaire prépare sa relève; accompagnement de trois mois.",
      ],
    ),
    csvDocument("Équipement et inventaire (tableur)", "boulangerie-equipement-inventaire.csv", [
      "article;quantité;valeur ($);note",
      "Four à sole Bongard 4 étages;1;96 000;2022",
      "Pétrin à spirale 80 kg;2;28 000;2019 et 2023",
      "Laminoir à pâte;1;18 000;2020",
      "Chambre de pousse contrôlée;1;22 000;2021",
      "Vitrines réfrigérées;3;15 000;",
      "Inventaire (farines, beurre, emballages);1;35 000;au coût, à la date de clôture",
    ]),
  ],
  request: {
    status: "approved",
    // The buyer offers 620 000 $ for the assets (inventory at cost), 20 % down.
    offer: {
      ...BAKERY_TERMS,
      price_cents: 62_000_000,
      inventory: "at_cost",
      inventory_estimate_cents: 3_500_000,
      down_payment_cents: 12_400_000,
      bank_loan_cents: 37_200_000,
      vendor_loan_cents: 12_400_000,
      vendor_delay_months: 12,
      due_diligence_days: 45,
      closing_in_days: 120,
      lapse_in_days: 21,
      message:
        "Bonjour, voici mon offre après lecture du dossier. Je souhaite garder toute l'équipe et les recettes de la maison.",
    },
    // The seller counters at 660 000 $, inventory included, a shorter due diligence.
    counter: {
      ...BAKERY_TERMS,
      price_cents: 66_000_000,
      inventory: "included",
      inventory_estimate_cents: null,
      down_payment_cents: 13_200_000,
      bank_loan_cents: 39_600_000,
      vendor_loan_cents: 13_200_000,
      vendor_delay_months: 6,
      due_diligence_days: 30,
      closing_in_days: 105,
      lapse_in_days: 21,
      message:
        "Merci pour votre offre. L'inventaire serait inclus au prix; je peux accompagner la transition pendant trois mois.",
    },
  },
};

const FILES = [NET_PRO, BAKERY];

/** A stable UUID-shaped object name in the file's folder, as the app names uploads ("<room>/<uuid>.<ext>"). */
function objectName(slug: string, roomId: number, fileName: string): string {
  const hex = createHash("sha256").update(`dealroom:${slug}:${fileName}`).digest("hex");
  const ext = fileName.split(".").pop();
  return `${roomId}/${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}.${ext}`;
}

type Tx = postgres.TransactionSql;

/** Runs `work` as `userId` through the API role (RLS, the guards' caller checks), then back as the seed. */
async function asUser<T>(tx: Tx, userId: string, work: () => Promise<T>): Promise<T> {
  const claims = JSON.stringify({ sub: userId, role: "authenticated" });
  await tx`select set_config('request.jwt.claims', ${claims}, true), set_config('request.jwt.claim.sub', ${userId}, true)`;
  await tx`set local role authenticated`;
  const result = await work();
  await tx`reset role`;
  return result;
}

/** A version's terms as make_offer and add_offer_version take them: the dates from today in Montréal. */
function termsSql(tx: Tx, { closing_in_days, lapse_in_days, ...terms }: DemoTerms) {
  return tx`${tx.json(terms)}::jsonb || jsonb_build_object(
    'closing_date', (now() at time zone 'America/Toronto')::date + ${closing_in_days}::int,
    'lapse_date', (now() at time zone 'America/Toronto')::date + ${lapse_in_days}::int)`;
}

/** One demo file: its documents, then the demo buyer's request (and, approved, the offer and its counter). */
async function seedFile(sql: postgres.Sql, adapter: FilesystemStorageAdapter, file: DemoFile): Promise<number> {
  const [room] = await sql<{ id: number; owner_id: string; documents: number }[]>`
    select d.id, e.owner_id, d.document_count as documents
    from public.dealrooms d join public.entreprises e on e.id = d.entreprise_id
    where e.slug = ${file.slug}`;
  if (!room || room.documents > 0) return 0;
  const roomId = Number(room.id);
  const stored = await Promise.all(
    file.documents.map(async (document, index) => {
      const name = objectName(file.slug, roomId, document.fileName);
      const bytes = await document.bytes(file.company);
      const metadata = await adapter.uploadObject(BUCKET, name, undefined, bytes, document.contentType, "no-cache");
      return {
        ...document,
        name,
        size: metadata.size,
        metadata: { ...metadata, httpStatusCode: 200 },
        position: index + 1,
      };
    }),
  );
  await sql.begin(async (tx) => {
    for (const document of stored) {
      await tx`
        insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
        values (${BUCKET}, ${document.name}, ${room.owner_id}::uuid, ${room.owner_id}, ${tx.json(JSON.parse(JSON.stringify(document.metadata)))},
                '{}'::jsonb, gen_random_uuid()::text)
        on conflict (bucket_id, name) do nothing`;
      await tx`
        insert into public.dealroom_documents (dealroom_id, category, title, file_name, storage_path, content_type, size_bytes, position, uploaded_by)
        values (${roomId}, ${document.category}, ${document.title}, ${document.fileName}, ${document.name},
                ${document.contentType}, ${document.size}, ${document.position}, ${room.owner_id})`;
    }
    // The demo buyer's request, signed as the server signs one (no address: the seed's, not a visitor's).
    const [request] = await tx<{ id: number; buyer_id: string }[]>`
      select public.dealroom_sign_request(p.id, ${roomId}, 'fr',
        (select a.sha256 from public.dealroom_agreement(${roomId}, 'fr') a), 'Alexandre Bergeron', null) as id, p.id as buyer_id
      from public.profiles p
      where p.email = ${BUYER}
        and not exists (select 1 from public.dealroom_requests r where r.dealroom_id = ${roomId} and r.buyer_id = p.id)`;
    if (!request || file.request.status === "pending") return;
    const { offer, counter } = file.request;
    // As the app does: the seller approves (the guard sets the 90 days), the buyer offers, the seller counters.
    await asUser(
      tx,
      room.owner_id,
      () => tx`update public.dealroom_requests set status = 'approved' where id = ${request.id}`,
    );
    const [made] = await asUser(
      tx,
      request.buyer_id,
      () => tx<{ id: number }[]>`select public.make_offer(${roomId}, ${termsSql(tx, offer)}) as id`,
    );
    await asUser(tx, room.owner_id, () => tx`select public.add_offer_version(${made!.id}, ${termsSql(tx, counter)})`);
  });
  return stored.length;
}

/**
 * Gives the demo files their documents, the demo buyer's pending request on one and, on the other, an
 * approved access with an offer and its counter; returns how many documents were added.
 */
export async function seedDealroom({ dbUrl, storageDir }: { dbUrl: string; storageDir: string }): Promise<number> {
  const sql = postgres(dbUrl, { max: 1, onnotice: () => {} });
  const adapter = new FilesystemStorageAdapter(storageDir);
  try {
    let added = 0;
    for (const file of FILES) added += await seedFile(sql, adapter, file);
    return added;
  } finally {
    await sql.end();
  }
}
