/** An industry's SDE multiple range (from valuation_multiples). */
export type MultipleRange = { low: number; probable: number; high: number };

export const TRENDS = ["growing", "stable", "declining"] as const;
export const LEVELS = ["low", "medium", "high"] as const;
export type Trend = (typeof TRENDS)[number];
export type Level = (typeof LEVELS)[number];

/** The risk answers of the estimate. */
export type RiskAnswers = {
  trend: Trend;
  ownerDependence: Level;
  customerConcentration: Level;
  yearsInBusiness: number;
};

/** Each answer scores from -1 (riskier) to +1 (safer); the risk score is their mean. */
export function riskFactors(answers: RiskAnswers) {
  const level = (l: Level) => (l === "low" ? 1 : l === "high" ? -1 : 0);
  return {
    trend: answers.trend === "growing" ? 1 : answers.trend === "declining" ? -1 : 0,
    ownerDependence: level(answers.ownerDependence),
    customerConcentration: level(answers.customerConcentration),
    yearsInBusiness: answers.yearsInBusiness >= 10 ? 1 : answers.yearsInBusiness < 3 ? -1 : 0,
  };
}

export function riskScore(answers: RiskAnswers): number {
  const f = Object.values(riskFactors(answers));
  return f.reduce((a, b) => a + b, 0) / f.length;
}

/** The multiple at a position from -1 (the range's low) through 0 (probable) to +1 (its high). */
export function multipleAt(range: MultipleRange, position: number): number {
  const p = Math.max(-1, Math.min(1, position));
  return p >= 0
    ? range.probable + p * (range.high - range.probable)
    : range.probable + p * (range.probable - range.low);
}

/**
 * The range adjusted for the risk answers: the probable multiple moves from the benchmark's
 * probable halfway toward its high (safer) or its low (riskier), by the risk score; low and high
 * sit half a step either side, so they stay inside the benchmark and apart from the probable
 * (never "probable = high" for the safest answers).
 */
export function adjustedMultiples(range: MultipleRange, answers: RiskAnswers): MultipleRange & { score: number } {
  const score = riskScore(answers);
  const centre = score / 2;
  // Three decimals: a multiple is never known better, and the amounts stay free of float noise.
  const at = (p: number) => Math.round(multipleAt(range, p) * 1000) / 1000;
  return { score, low: at(centre - 0.5), probable: at(centre), high: at(centre + 0.5) };
}
