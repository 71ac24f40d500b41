/**
 * The calculators' arithmetic: pure functions of plain numbers, with no rounding for display (except a loan payment,
 * which is a sum of money paid each month and so is worked out to the cent). Rates are annual percentages, such as 6.5
 * for 6.5%.
 */

export interface LoanPayment {
  /** The monthly payment, rounded to the cent. */
  monthlyPayment: number;
  /** Total paid over the term: the monthly payment times the number of months. */
  totalPaid: number;
  /** Total paid less the amount borrowed. */
  totalInterest: number;
}

/**
 * Payment on a fixed-rate loan with the standard amortisation formula, P·r / (1 − (1 + r)^−n) with r the monthly
 * rate and n the number of months (P / n at 0%). The payment is rounded to the cent before the totals are worked
 * out: $20,000 at 11.99% over 5 years → $444.79 a month, as the loans page's disclosure says; $100,000 at 6.5% over
 * 5 years → $1,956.61 a month, $17,396.60 interest, $117,396.60 in all.
 */
export function loanPayment(amount: number, annualRatePercent: number, years: number): LoanPayment {
  const months = Math.round(years * 12);
  const monthlyRate = annualRatePercent / 100 / 12;
  const exact = monthlyRate === 0 ? amount / months : (amount * monthlyRate) / (1 - Math.pow(1 + monthlyRate, -months));
  const cents = (value: number) => Math.round(value * 100) / 100;
  const monthlyPayment = cents(exact);
  const totalPaid = cents(monthlyPayment * months);
  return { monthlyPayment, totalPaid, totalInterest: cents(totalPaid - amount) };
}

/** Life cover that replaces an income for a number of years: income × years. */
export function insuranceNeed(annualIncome: number, years: number): number {
  return annualIncome * years;
}

/** Renters cover for personal property: electronics plus furniture and clothing. */
export function rentersCoverage(electronicsValue: number, belongingsValue: number): number {
  return electronicsValue + belongingsValue;
}

/**
 * The monthly saving that reaches a goal in a number of years, saved at the end of each month and growing at the
 * annual return compounded monthly: G·r / ((1 + r)^n − 1), or G / n at 0%.
 */
export function savingsGoal(goal: number, years: number, annualReturnPercent: number): number {
  const months = Math.round(years * 12);
  const monthlyRate = annualReturnPercent / 100 / 12;
  if (monthlyRate === 0) return goal / months;
  return (goal * monthlyRate) / (Math.pow(1 + monthlyRate, months) - 1);
}

/**
 * Projected balance after a number of years: today's savings compounded monthly, plus a monthly contribution at the
 * end of each month: S·(1 + r)^n + C·((1 + r)^n − 1) / r, or S + C·n at 0%.
 */
export function retirementBalance(
  currentSavings: number,
  monthlyContribution: number,
  years: number,
  annualReturnPercent: number,
): number {
  const months = Math.round(years * 12);
  const monthlyRate = annualReturnPercent / 100 / 12;
  if (monthlyRate === 0) return currentSavings + monthlyContribution * months;
  const growth = Math.pow(1 + monthlyRate, months);
  return currentSavings * growth + (monthlyContribution * (growth - 1)) / monthlyRate;
}

/** An emergency fund that covers a number of months of expenses: monthly expenses × months. */
export function emergencyFund(monthlyExpenses: number, months: number): number {
  return monthlyExpenses * months;
}

export type CalculatorKind =
  'loan-payment' | 'insurance-need' | 'renters-coverage' | 'savings-goal' | 'retirement' | 'emergency-fund';

/** The input ids each calculator reads and the output ids it gives, as the block schema pins them. */
export const calculatorFields = {
  'loan-payment': { inputs: ['amount', 'rate', 'term'], outputs: ['monthlyPayment', 'totalInterest', 'totalPaid'] },
  'insurance-need': { inputs: ['income', 'years'], outputs: ['coverage'] },
  'renters-coverage': { inputs: ['electronics', 'belongings'], outputs: ['coverage'] },
  'savings-goal': { inputs: ['goal', 'years', 'rate'], outputs: ['monthlySaving'] },
  retirement: { inputs: ['savings', 'contribution', 'years', 'rate'], outputs: ['balance'] },
  'emergency-fund': { inputs: ['expenses', 'months'], outputs: ['fund'] },
} as const satisfies Record<CalculatorKind, { inputs: readonly string[]; outputs: readonly string[] }>;

/**
 * Works out a calculator's outputs by id from its inputs by id. Returns null when an input is missing or
 * not a finite number, or when any result is not a finite number, so a caller never shows NaN or Infinity.
 */
export function compute(
  kind: CalculatorKind,
  values: Readonly<Record<string, number | undefined>>,
): Record<string, number> | null {
  const read = (id: string): number | null => {
    const value = values[id];
    return typeof value === 'number' && Number.isFinite(value) ? value : null;
  };
  const needed = calculatorFields[kind].inputs.map(read);
  if (needed.some((value) => value === null)) return null;
  const [a, b, c, d] = needed as number[];
  let outputs: Record<string, number>;
  switch (kind) {
    case 'loan-payment':
      if (c <= 0) return null;
      outputs = { ...loanPayment(a, b, c) };
      break;
    case 'insurance-need':
      outputs = { coverage: insuranceNeed(a, b) };
      break;
    case 'renters-coverage':
      outputs = { coverage: rentersCoverage(a, b) };
      break;
    case 'savings-goal':
      if (b <= 0) return null;
      outputs = { monthlySaving: savingsGoal(a, b, c) };
      break;
    case 'retirement':
      outputs = { balance: retirementBalance(a, b, c, d) };
      break;
    case 'emergency-fund':
      outputs = { fund: emergencyFund(a, b) };
      break;
  }
  return Object.values(outputs).every(Number.isFinite) ? outputs : null;
}

/**
 * Reads a field's value as the number input reports it (a number, or a string while empty or unparsable) and
 * checks it against the field's bounds. Returns the number, or null when it is empty, not finite or out of range.
 */
export function acceptValue(value: number | string, min: number, max: number): number | null {
  const number = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
  if (!Number.isFinite(number) || number < min || number > max) return null;
  return number;
}

/** One column of a calculator's chart: a period (year, month) or a part, and its one or two stacked values. */
export interface ChartColumn {
  /** The year or month it ends (1, 2, …), or the part's place (1, 2) for renters cover. */
  period: number;
  /** The stacked values, bottom first, in the order of the chart's series labels. */
  values: number[];
  /** For a column that is a part rather than a period: the input it shows, whose label names it. */
  part?: string;
}

/** Principal and interest paid in each year of a loan, month by month with the payment rounded to the cent. */
function amortisation(amount: number, annualRatePercent: number, years: number): ChartColumn[] {
  const { monthlyPayment } = loanPayment(amount, annualRatePercent, years);
  const monthlyRate = annualRatePercent / 100 / 12;
  const months = Math.round(years * 12);
  const columns: ChartColumn[] = [];
  let balance = amount;
  for (let month = 1; month <= months; month += 1) {
    const interest = balance * monthlyRate;
    const principal = month === months ? balance : Math.min(balance, monthlyPayment - interest);
    balance -= principal;
    const year = Math.ceil(month / 12);
    const column = columns[year - 1] ?? (columns[year - 1] = { period: year, values: [0, 0] });
    column.values[0] += principal;
    column.values[1] += interest;
  }
  return columns;
}

/** The periods 1 … count, each mapped to its column's values. */
function periods(count: number, values: (period: number) => number[]): ChartColumn[] {
  return Array.from({ length: Math.max(0, Math.round(count)) }, (_, index) => ({
    period: index + 1,
    values: values(index + 1),
  }));
}

/**
 * The columns of a calculator's chart, from the same inputs as its results: a loan's principal and interest paid
 * each year; a savings goal's or a retirement balance's money paid in and growth at the end of each year; the
 * income a life cover replaces by each year; an emergency fund by each month; renters cover by part. Null when
 * the inputs give no result.
 */
export function chartColumns(
  kind: CalculatorKind,
  values: Readonly<Record<string, number | undefined>>,
): ChartColumn[] | null {
  const results = compute(kind, values);
  if (!results) return null;
  const read = (id: string) => values[id] as number;
  switch (kind) {
    case 'loan-payment':
      return amortisation(read('amount'), read('rate'), read('term'));
    case 'savings-goal': {
      const monthly = results.monthlySaving;
      return periods(read('years'), (year) => {
        const paidIn = monthly * 12 * year;
        return [paidIn, Math.max(0, retirementBalance(0, monthly, year, read('rate')) - paidIn)];
      });
    }
    case 'retirement':
      return periods(read('years'), (year) => {
        const paidIn = read('savings') + read('contribution') * 12 * year;
        return [
          paidIn,
          Math.max(0, retirementBalance(read('savings'), read('contribution'), year, read('rate')) - paidIn),
        ];
      });
    case 'insurance-need':
      return periods(read('years'), (year) => [read('income') * year]);
    case 'emergency-fund':
      return periods(read('months'), (month) => [read('expenses') * month]);
    case 'renters-coverage':
      return [
        { period: 1, values: [read('electronics')], part: 'electronics' },
        { period: 2, values: [read('belongings')], part: 'belongings' },
      ];
  }
}
