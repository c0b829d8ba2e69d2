/** Tangible assets a buyer gets whatever the earnings: the floor under any estimate. */
export function assetFloor({
  inventory,
  equipment,
  realEstate,
  realEstateIncluded,
}: {
  inventory: number;
  equipment: number;
  realEstate: number;
  realEstateIncluded: boolean;
}): number {
  return inventory + equipment + (realEstateIncluded ? realEstate : 0);
}

/** Adjusted net assets: the assets at market value, less the liabilities the buyer takes on. */
export function adjustedAssets({
  floor,
  otherAssets,
  liabilities,
}: {
  floor: number;
  otherAssets: number;
  liabilities: number;
}): number {
  return Math.max(0, floor + otherAssets - liabilities);
}

/**
 * Capitalisation of earnings: value = earnings / (rate − growth), rates as fractions. Null when
 * the rate does not exceed the growth (the formula has no meaning there).
 */
export function capitaliseEarnings(earnings: number, rate: number, growth = 0): number | null {
  const divisor = rate - growth;
  if (!(divisor > 0)) return null;
  return earnings / divisor;
}

export type MethodValue = { method: string; value: number | null; weight: number };

/** The weighted conclusion of the methods that gave a value; null when none did. */
export function weightedConclusion(values: readonly MethodValue[]): number | null {
  const used = values.filter((v): v is MethodValue & { value: number } => v.value !== null && v.weight > 0);
  const total = used.reduce((a, v) => a + v.weight, 0);
  if (total === 0) return null;
  return used.reduce((a, v) => a + v.value * v.weight, 0) / total;
}

/** Amounts shown to people: whole hundreds of dollars, never a false precision. */
export function roundValue(value: number): number {
  return Math.round(value / 100) * 100;
}
