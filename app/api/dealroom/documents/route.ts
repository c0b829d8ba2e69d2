import { uploadDocumentRoute } from "@/lib/dealroom/upload-route";

/** A document into a seller's confidential file, or a new file for one of its documents (issue 41). */
export async function POST(request: Request) {
  return uploadDocumentRoute(request);
}
