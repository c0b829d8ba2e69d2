import type { SupabaseClient } from "@supabase/supabase-js";
import type { Database } from "./database.types";

export type { Database, Enums, Json, Tables, TablesInsert, TablesUpdate } from "./database.types";

/** A Supabase client typed by the generated schema: what every data function takes. */
export type Client = SupabaseClient<Database>;
