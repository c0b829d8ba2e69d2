import "server-only";
import {
  APIErrorCode,
  Client,
  isFullDatabase,
  isFullPage,
  isNotionClientError,
  iteratePaginatedAPI,
  type APIResponseError,
  type PageObjectResponse,
} from "@notionhq/client";
import type { NotionSettings } from "./settings";
import { NOTION_PROPERTIES, type NotionRow } from "./shape";

/** Why Notion could not be read; each has its text in the `notion.errors` messages. */
export type NotionFailure =
  "unauthorized" | "notFound" | "rateLimited" | "unavailable" | "unreachable" | "noDataSource" | "shape";

/** A failed read of the Notion database: `failure` says which text the page shows; `property` which property is missing. */
export class NotionReadError extends Error {
  constructor(
    readonly failure: NotionFailure,
    message: string,
    readonly property?: string,
  ) {
    super(message);
    this.name = "NotionReadError";
  }
}

const plain = (parts: { plain_text: string }[]) =>
  parts
    .map((p) => p.plain_text)
    .join("")
    .replace(/\s+/g, " ")
    .trim();

/** One row of the data source, read by the documented shape (docs/notion.md); a missing property fails the read. */
function readNotionRow(page: PageObjectResponse): NotionRow {
  const title = Object.values(page.properties).find((p) => p.type === "title");
  const nameEn = page.properties[NOTION_PROPERTIES.nameEn];
  const sectors = page.properties[NOTION_PROPERTIES.sectors];
  if (title?.type !== "title") throw new NotionReadError("shape", "No title property", NOTION_PROPERTIES.nameFr);
  if (nameEn?.type !== "rich_text")
    throw new NotionReadError("shape", `No rich text property ${NOTION_PROPERTIES.nameEn}`, NOTION_PROPERTIES.nameEn);
  if (sectors?.type !== "relation")
    throw new NotionReadError("shape", `No relation property ${NOTION_PROPERTIES.sectors}`, NOTION_PROPERTIES.sectors);
  return {
    notionId: page.id,
    nameFr: plain(title.title),
    nameEn: plain(nameEn.rich_text) || null,
    sectorIds: sectors.relation.map((r) => r.id),
    // A page object lists at most 25 related pages and then says `has_more` (Notion's "Page properties"
    // reference; the client's types leave the field out).
    sectorsTruncated: "has_more" in sectors && sectors.has_more === true,
  };
}

function failureOf(error: unknown): NotionFailure {
  if (!isNotionClientError(error)) return "unreachable";
  switch (error.code) {
    case APIErrorCode.Unauthorized:
      return "unauthorized";
    case APIErrorCode.ObjectNotFound:
    case APIErrorCode.RestrictedResource:
    case APIErrorCode.ValidationError:
    case APIErrorCode.InvalidRequestURL:
      return "notFound";
    case APIErrorCode.RateLimited:
      return "rateLimited";
    case "notionhq_client_request_timeout":
      return "unreachable";
    default:
      return "unavailable";
  }
}

/**
 * Reads every row of the database (API version 2025-09-03, the client's default): `databases.retrieve`
 * gives its data sources, `dataSources.query` pages through the first one's rows (100 a request,
 * `next_cursor` until `has_more` is false). Rows in the trash are left out. Throws NotionReadError.
 */
export async function readNotionRows(settings: NotionSettings): Promise<NotionRow[]> {
  const notion = new Client({
    auth: settings.token,
    baseUrl: settings.baseUrl,
    timeoutMs: 20_000,
    retry: { maxRetries: 1, initialRetryDelayMs: 500, maxRetryDelayMs: 5_000 },
  });
  try {
    const database = await notion.databases.retrieve({ database_id: settings.databaseId });
    const source = isFullDatabase(database) ? database.data_sources[0] : undefined;
    if (!source) throw new NotionReadError("noDataSource", `Database ${settings.databaseId} has no data source`);
    const rows: NotionRow[] = [];
    for await (const item of iteratePaginatedAPI(notion.dataSources.query, {
      data_source_id: source.id,
      page_size: 100,
    })) {
      if (item.object !== "page" || !isFullPage(item) || item.in_trash) continue;
      rows.push(readNotionRow(item));
    }
    return rows;
  } catch (error) {
    if (error instanceof NotionReadError) throw error;
    const failure = failureOf(error);
    const status = isNotionClientError(error) && "status" in error ? ` (${(error as APIResponseError).status})` : "";
    throw new NotionReadError(
      failure,
      `Notion read failed${status}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
