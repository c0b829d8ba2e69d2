/**
 * A loan's level monthly payment: P × r / (1 − (1 + r)^−n), with r the annual rate / 12 and n the
 * number of months (monthly compounding, as business term loans are quoted). A zero rate is P / n.
 */
export function monthlyPayment(principal: number, annualRatePercent: number, years: number): number {
  const n = Math.round(years * 12);
  if (n <= 0) return 0;
  const r = annualRatePercent / 100 / 12;
  if (r === 0) return principal / n;
  return (principal * r) / (1 - (1 + r) ** -n);
}

/** The payment, what is paid in total and the interest in it, in cents-accurate dollars. */
export function loanSchedule(principal: number, annualRatePercent: number, years: number) {
  const payment = Math.round(monthlyPayment(principal, annualRatePercent, years) * 100) / 100;
  const total = Math.round(payment * Math.round(years * 12) * 100) / 100;
  return { payment, total, interest: Math.round((total - principal) * 100) / 100, months: Math.round(years * 12) };
}
