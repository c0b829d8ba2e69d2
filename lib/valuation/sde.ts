/** An owner's add-back: a personal or one-time expense put back into the earnings. */
export type AddBack = { label: string; amount: number };

/** A year of figures in the full valuation (amounts in CAD). */
export type YearFigures = {
  year: number;
  revenue: number;
  costOfSales: number;
  /** Operating expenses, without the owner's pay. */
  expenses: number;
  ownerPay: number;
  addBacks: AddBack[];
  /** How much this year counts in the weighted average (0 leaves it out). */
  weight: number;
};

const sum = (values: readonly number[]) => values.reduce((total, v) => total + v, 0);

/**
 * Seller's discretionary earnings: the net profit before taxes with the owner's salary and the
 * add-backs (personal, non-recurring, non-cash expenses such as depreciation and interest) put back.
 */
export function sdeFromProfit({
  netProfit,
  ownerSalary,
  addBacks,
}: {
  netProfit: number;
  ownerSalary: number;
  addBacks: readonly AddBack[];
}): number {
  return netProfit + ownerSalary + sum(addBacks.map((a) => a.amount));
}

/** EBITDA from SDE: a buyer must pay someone a market salary to do the owner's job. */
export function ebitdaFromSde(sde: number, managerSalary: number): number {
  return sde - managerSalary;
}

/** A year's net profit, normalised SDE and EBITDA. */
export function normaliseYear(year: YearFigures, managerSalary: number) {
  const netProfit = year.revenue - year.costOfSales - year.expenses - year.ownerPay;
  const sde = sdeFromProfit({ netProfit, ownerSalary: year.ownerPay, addBacks: year.addBacks });
  return { year: year.year, netProfit, sde, ebitda: ebitdaFromSde(sde, managerSalary), weight: year.weight };
}

/** The weighted average of values (weights ≥ 0); null when every weight is 0. */
export function weightedAverage(items: readonly { value: number; weight: number }[]): number | null {
  const totalWeight = sum(items.map((i) => Math.max(0, i.weight)));
  if (totalWeight === 0) return null;
  return sum(items.map((i) => i.value * Math.max(0, i.weight))) / totalWeight;
}

/** The normalised SDE and EBITDA of several years, weighted (recent years usually count more). */
export function weightedEarnings(years: readonly YearFigures[], managerSalary: number) {
  const rows = years.map((y) => normaliseYear(y, managerSalary));
  return {
    rows,
    sde: weightedAverage(rows.map((r) => ({ value: r.sde, weight: r.weight }))),
    ebitda: weightedAverage(rows.map((r) => ({ value: r.ebitda, weight: r.weight }))),
  };
}
