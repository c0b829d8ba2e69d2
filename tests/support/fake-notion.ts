import { createServer, type IncomingMessage, type Server } from "node:http";
import { randomUUID } from "node:crypto";

/**
 * A stand-in for the few Notion API calls the Notion sync makes (lib/taxonomy/notion): Notion is out of
 * reach here. Answers as developers.notion.com documents for API version 2025-09-03:
 * - `GET /v1/databases/{id}`: the database object with its `data_sources`;
 * - `POST /v1/data_sources/{id}/query`: a paginated list of page objects (`has_more`, `next_cursor`,
 *   `start_cursor`), at most `pageSize` a page, so a handful of rows already spans several pages;
 * - errors as Notion's error object: 401 `unauthorized` for another token, 404 `object_not_found`
 *   for another id, 400 `missing_version` without the `Notion-Version` header.
 * The app reaches it through NOTION_API_BASE_URL (the client's `baseUrl`), set only by tests.
 */

export type FakeNotionRow = {
  /** The page's id (a UUID); made up when not given. */
  id?: string;
  name: string;
  nameEn?: string;
  /** Page ids of the rows it relates to in "Secteurs" (a category's industries). */
  sectors?: string[];
};

export type FakeNotion = {
  url: string;
  /** The token it accepts; change it to make Notion answer 401. */
  token: string;
  databaseId: string;
  /** The rows the query returns, in order; replace them to change "Notion" between two reads. */
  rows: Required<FakeNotionRow>[];
  /** Each request's method and path, in order. */
  requests: string[];
  close: () => Promise<void>;
};

const NOTION_VERSION = "2025-09-03";

const richText = (content: string) => ({
  type: "text",
  text: { content, link: null },
  annotations: { bold: false, italic: false, strikethrough: false, underline: false, code: false, color: "default" },
  plain_text: content,
  href: null,
});

const user = { object: "user", id: "6f0c8a46-8a4a-4b6f-9d4e-3a0f3f3b7c11" };

/** A page object of the data source, shaped as Notion's "Page" and "Page properties" references show. */
function pageObject(row: Required<FakeNotionRow>, dataSourceId: string, databaseId: string) {
  return {
    object: "page",
    id: row.id,
    created_time: "2026-11-01T12:00:00.000Z",
    last_edited_time: "2026-11-20T12:00:00.000Z",
    created_by: user,
    last_edited_by: user,
    cover: null,
    icon: null,
    parent: { type: "data_source_id", data_source_id: dataSourceId, database_id: databaseId },
    in_trash: false,
    archived: false,
    is_archived: false,
    is_locked: false,
    properties: {
      "Nom anglais": { id: "%3DqXk", type: "rich_text", rich_text: row.nameEn ? [richText(row.nameEn)] : [] },
      Secteurs: { id: "Ab%3Cd", type: "relation", relation: row.sectors.map((id) => ({ id })), has_more: false },
      Nom: { id: "title", type: "title", title: row.name ? [richText(row.name)] : [] },
    },
    url: `https://www.notion.so/${row.id.replaceAll("-", "")}`,
    public_url: null,
  };
}

const notionError = (status: number, code: string, message: string) => ({
  body: { object: "error", status, code, message, request_id: randomUUID() },
  status,
});

async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

export function fakeNotionRow(row: FakeNotionRow): Required<FakeNotionRow> {
  return { id: row.id ?? randomUUID(), name: row.name, nameEn: row.nameEn ?? "", sectors: row.sectors ?? [] };
}

/** The token and database the e2e app is given (playwright.config.ts) and the stand-in accepts by default. */
export const FAKE_NOTION = {
  token: "ntn_test_token_for_the_local_stand_in",
  databaseId: "1f6b0c5e2a4d4c8e9b7a3d2e1f0a9b8c",
  /** The e2e stand-in's port: the app's port + 7 (free in every test slot). */
  port: (appPort: number) => appPort + 7,
};

/** Starts the server on 127.0.0.1 (`port` 0: any free port). */
export async function startFakeNotion({
  port = 0,
  token = FAKE_NOTION.token,
  databaseId = FAKE_NOTION.databaseId,
  rows = [],
  pageSize = 2,
}: {
  port?: number;
  token?: string;
  databaseId?: string;
  rows?: FakeNotionRow[];
  pageSize?: number;
} = {}): Promise<FakeNotion> {
  const dataSourceId = randomUUID();
  const state: FakeNotion = {
    url: "",
    token,
    databaseId,
    rows: rows.map(fakeNotionRow),
    requests: [],
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const compact = (id: string) => id.replaceAll("-", "").toLowerCase();

  async function answer(req: IncomingMessage): Promise<{ status: number; body: unknown }> {
    const path = new URL(req.url ?? "/", "http://localhost").pathname;
    state.requests.push(`${req.method} ${path}`);
    if (req.headers.authorization !== `Bearer ${state.token}`)
      return notionError(401, "unauthorized", "API token is invalid.");
    if (req.headers["notion-version"] !== NOTION_VERSION)
      return notionError(400, "missing_version", "Notion-Version header failed validation.");
    const database = path.match(/^\/v1\/databases\/([^/]+)$/);
    if (req.method === "GET" && database) {
      if (compact(decodeURIComponent(database[1]!)) !== compact(databaseId))
        return notionError(
          404,
          "object_not_found",
          `Could not find database with ID: ${database[1]}. Make sure the relevant pages and databases are shared with your integration.`,
        );
      return {
        status: 200,
        body: {
          object: "database",
          id: databaseId,
          title: [richText("Secteurs et catégories")],
          description: [],
          parent: { type: "workspace", workspace: true },
          is_inline: false,
          in_trash: false,
          archived: false,
          is_locked: false,
          created_time: "2026-11-01T12:00:00.000Z",
          last_edited_time: "2026-11-20T12:00:00.000Z",
          data_sources: [{ id: dataSourceId, name: "Secteurs et catégories" }],
          icon: null,
          cover: null,
          url: `https://www.notion.so/${compact(databaseId)}`,
          public_url: null,
        },
      };
    }
    const query = path.match(/^\/v1\/data_sources\/([^/]+)\/query$/);
    if (req.method === "POST" && query) {
      if (decodeURIComponent(query[1]!) !== dataSourceId)
        return notionError(404, "object_not_found", `Could not find data_source with ID: ${query[1]}.`);
      const body = await readBody(req);
      const size = Math.min(pageSize, Number(body.page_size ?? 100));
      const start = body.start_cursor ? state.rows.findIndex((r) => r.id === body.start_cursor) : 0;
      if (start < 0) return notionError(400, "validation_error", "The start_cursor provided is invalid.");
      const slice = state.rows.slice(start, start + size);
      const next = state.rows[start + size];
      return {
        status: 200,
        body: {
          object: "list",
          results: slice.map((row) => pageObject(row, dataSourceId, databaseId)),
          next_cursor: next ? next.id : null,
          has_more: Boolean(next),
          type: "page_or_data_source",
          page_or_data_source: {},
          request_status: { type: "complete" },
        },
      };
    }
    return notionError(400, "invalid_request_url", "Invalid request URL.");
  }

  const server: Server = createServer((req, res) => {
    answer(req)
      .then(({ status, body }) => {
        res.writeHead(status, { "content-type": "application/json; charset=utf-8" });
        res.end(JSON.stringify(body));
      })
      .catch((error: unknown) => {
        res.writeHead(500, { "content-type": "application/json; charset=utf-8" });
        res.end(JSON.stringify(notionError(500, "internal_server_error", String(error)).body));
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.address();
  state.url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : port}`;
  return state;
}
