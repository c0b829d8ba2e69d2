/** Empty optional fields are stored as null (spec §5: an industry's name_en and notion_id). */
export function blankToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}
