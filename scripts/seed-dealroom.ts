/**
 * The demo deal room's documents and its pending request (issue 41), after the SQL seed made the file
 * (supabase/seed/dealroom.sql): three small PDFs (financial statements, lease, information memorandum)
 * drawn with pdf-lib, the library of the signed agreements, and a CSV spreadsheet, written into the
 * private dealroom-documents bucket through the local Storage's own adapter (as seed-photos.ts does),
 * their document rows, then the demo buyer's request, signed as the server signs one
 * (dealroom_sign_request). A file that already has documents is left as it is. Well under a second.
 */
import { createHash } from "node:crypto";
import postgres from "postgres";
import { PDFDocument, StandardFonts, rgb } from "pdf-lib";
import { FilesystemStorageAdapter } from "./stack/storage.ts";

const BUCKET = "dealroom-documents";
const SLUG = "entretien-menager-commercial-quebec";
const BUYER = "acheteur@demo.local";

type DemoDocument = {
  category: "financial_statements" | "lease" | "equipment_inventory" | "information_memorandum";
  title: string;
  fileName: string;
  contentType: string;
  bytes: () => Promise<Uint8Array>;
};

/** A one-page PDF of a title and lines, dated for the demo (the same bytes each time). */
async function pdf(title: string, lines: string[]): Promise<Uint8Array> {
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
  page.drawText("Net-Pro Québec inc. — document de démonstration", { x: 64, y: 698, size: 9, font: regular });
  lines.forEach((line, i) => page.drawText(line, { x: 64, y: 660 - i * 18, size: 11, font: regular }));
  return doc.save({ useObjectStreams: false });
}

const DOCUMENTS: DemoDocument[] = [
  {
    category: "financial_statements",
    title: "États financiers 2023 à 2025",
    fileName: "netpro-etats-financiers-2023-2025.pdf",
    contentType: "application/pdf",
    bytes: () =>
      pdf("États financiers résumés (exercices terminés le 31 décembre)", [
        "                               2023          2024          2025",
        "Chiffre d'affaires        1 540 000 $   1 655 000 $   1 750 000 $",
        "Salaires et charges       1 080 000 $   1 148 000 $   1 205 000 $",
        "Produits et fournitures      98 000 $     104 000 $     109 000 $",
        "BAIIA                       151 000 $     162 000 $     170 000 $",
        "Bénéfice discrétionnaire    171 000 $     182 000 $     190 000 $",
        "",
        "Mission d'examen par un CPA; états complets sur demande après offre.",
      ]),
  },
  {
    category: "lease",
    title: "Bail de l'entrepôt et des bureaux",
    fileName: "netpro-bail-entrepot.pdf",
    contentType: "application/pdf",
    bytes: () =>
      pdf("Bail commercial — entrepôt et bureaux", [
        "Superficie : 3 200 pi² (entrepôt 2 400 pi², bureaux 800 pi²)",
        "Loyer de base : 2 950 $ par mois, plus taxes et frais d'exploitation",
        "Durée : 5 ans, du 1er mai 2024 au 30 avril 2029",
        "Option de renouvellement : 5 ans, au taux du marché",
        "Cession : permise avec le consentement du locateur, non refusé sans motif",
      ]),
  },
  {
    category: "information_memorandum",
    title: "Mémorandum d'information",
    fileName: "netpro-memorandum.pdf",
    contentType: "application/pdf",
    bytes: () =>
      pdf("Mémorandum d'information", [
        "Fondée en 2006, l'entreprise entretient bureaux, cliniques et écoles de Québec.",
        "62 contrats actifs, dont 70 % renouvelés depuis plus de cinq ans.",
        "45 employés à temps partiel, 3 superviseurs, une adjointe administrative.",
        "Structure proposée : vente d'actions, accompagnement de six mois.",
        "Raison de la vente : retraite de la propriétaire.",
      ]),
  },
  {
    category: "equipment_inventory",
    title: "Équipement et contrats (tableur)",
    fileName: "netpro-equipement-contrats.csv",
    contentType: "text/csv",
    bytes: async () =>
      new TextEncoder().encode(
        "\ufeffarticle;quantité;valeur ($);note\n" +
          "Autolaveuse Tennant T300;4;26 000;2022\n" +
          "Aspirateur dorsal;18;7 200;\n" +
          "Fourgonnette Ford Transit;3;54 000;2021 à 2023\n" +
          "Contrats de bureaux;38;;revenus annuels 1 050 000 $\n" +
          "Contrats de cliniques et d'écoles;24;;revenus annuels 700 000 $\n",
      ),
  },
];

/** A stable UUID-shaped object name in the file's folder, as the app names uploads ("<room>/<uuid>.<ext>"). */
function objectName(roomId: number, fileName: string): string {
  const hex = createHash("sha256").update(`dealroom:${SLUG}:${fileName}`).digest("hex");
  const ext = fileName.split(".").pop();
  return `${roomId}/${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}.${ext}`;
}

/** Gives the demo file its documents and the demo buyer's pending request; returns how many documents were added. */
export async function seedDealroom({ dbUrl, storageDir }: { dbUrl: string; storageDir: string }): Promise<number> {
  const sql = postgres(dbUrl, { max: 1, onnotice: () => {} });
  const adapter = new FilesystemStorageAdapter(storageDir);
  try {
    const [room] = await sql<{ id: number; owner_id: string; documents: number }[]>`
      select d.id, e.owner_id, d.document_count as documents
      from public.dealrooms d join public.entreprises e on e.id = d.entreprise_id
      where e.slug = ${SLUG}`;
    if (!room || room.documents > 0) return 0;
    const roomId = Number(room.id);
    const stored = await Promise.all(
      DOCUMENTS.map(async (document, index) => {
        const name = objectName(roomId, document.fileName);
        const metadata = await adapter.uploadObject(
          BUCKET,
          name,
          undefined,
          await document.bytes(),
          document.contentType,
          "no-cache",
        );
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
      await tx`
        select public.dealroom_sign_request(p.id, ${roomId}, 'fr',
          (select a.sha256 from public.dealroom_agreement(${roomId}, 'fr') a), 'Alexandre Bergeron', null)
        from public.profiles p
        where p.email = ${BUYER}
          and not exists (select 1 from public.dealroom_requests r where r.dealroom_id = ${roomId} and r.buyer_id = p.id)`;
    });
    return stored.length;
  } finally {
    await sql.end();
  }
}
