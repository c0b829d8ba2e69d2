/** A lender's pre-qualification as buyers, sellers and the team see it. */
export type PrequalificationMark = {
  id: number;
  buyer_id: string;
  expert_id: number | null;
  lender_name: string;
  lender_company: string | null;
  amount: number;
  qualified_on: string;
  expires_on: string;
  expires_at: string;
};

/** Whether a mark is still valid now (it lapses by itself at expires_at). */
export function isCurrent(mark: Pick<PrequalificationMark, "expires_at">, now = Date.now()): boolean {
  return Date.parse(mark.expires_at) > now;
}

/** A lender's name as lists and e-mails show it: "Firm — Name", or the name alone. */
export function lenderLabel(lender: { name: string | null; company: string | null }): string {
  return [lender.company, lender.name].filter((part): part is string => Boolean(part?.trim())).join(" — ");
}
