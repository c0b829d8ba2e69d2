import { raise } from "@/lib/supabase/errors";
import type { Client } from "@/lib/supabase/types";

/** A lender of the directory: a published expert of the financing kind. */
export type Lender = { id: number; name: string; company: string | null; city: string | null };

/** The directory's lenders (published experts whose profession is financing_advisor, as the directory files them), by firm and name. */
export async function listLenders(client: Client): Promise<Lender[]> {
  const { data, error } = await client
    .from("experts")
    .select("id, name, company, city")
    .eq("status", "published")
    .eq("profession", "financing_advisor")
    .order("company", { ascending: true, nullsFirst: false })
    .order("name", { ascending: true })
    .limit(200);
  if (error) raise(error);
  return data ?? [];
}
