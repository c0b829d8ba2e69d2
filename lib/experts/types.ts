/** An expert of the directory as the app knows it. */
import type { Enums } from "@/lib/supabase/types";
import type { PublicationStatus } from "@/lib/listings/types";

export type ExpertProfession = Enums<"expert_profession">;

export type Expert = {
  id: number;
  slug: string;
  status: PublicationStatus;
  featured: boolean;
  name: string;
  profession: ExpertProfession;
  company: string | null;
  region_ids: number[];
  languages: string[];
  phone: string | null;
  email: string | null;
  website: string | null;
  city: string | null;
  bio_fr: string | null;
  bio_en: string | null;
  photo_url: string | null;
};

export type ExpertSearchParams = {
  /** Words found in the name, company or city (accents and case ignored). */
  query?: string | null;
  profession?: ExpertProfession | null;
  regionId?: number | null;
  language?: string | null;
  page?: number;
  pageSize?: number;
};
