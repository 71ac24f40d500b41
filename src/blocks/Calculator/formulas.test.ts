import { describe, expect, it } from 'vitest';
import {
  acceptValue,
  compute,
  emergencyFund,
  insuranceNeed,
  loanPayment,
  rentersCoverage,
  retirementBalance,
  savingsGoal,
} from './formulas';

describe('loanPayment', () => {
  it('works to the cent: the business sample, $100,000 at 6.5% over 5 years', () => {
    expect(loanPayment(100_000, 6.5, 5)).toEqual({
      monthlyPayment: 1956.61,
      totalInterest: 17_396.6,
      totalPaid: 117_396.6,
    });
  });

  it("matches the loans page's example: $20,000 at 11.99% over 5 years is $444.79 a month, not $444", () => {
    expect(loanPayment(20_000, 11.99, 5).monthlyPayment).toBe(444.79);
  });

  it('follows the amortisation formula for other loans', () => {
    // $25,000 at 5.99% over 3 years: $760.44 a month by the formula.
    expect(loanPayment(25_000, 5.99, 3)).toEqual({
      monthlyPayment: 760.44,
      totalPaid: 27_375.84,
      totalInterest: 2_375.84,
    });
  });

  it('splits the amount evenly at 0%', () => {
    expect(loanPayment(12_000, 0, 1)).toEqual({ monthlyPayment: 1000, totalPaid: 12_000, totalInterest: 0 });
  });
});

describe('simple products and sums', () => {
  it('multiplies income by years to replace', () => {
    expect(insuranceNeed(85_000, 10)).toBe(850_000);
  });

  it('adds electronics to furniture and clothing', () => {
    expect(rentersCoverage(8_000, 22_000)).toBe(30_000);
  });

  it('multiplies monthly expenses by months', () => {
    expect(emergencyFund(3_500, 6)).toBe(21_000);
  });
});

describe('savingsGoal', () => {
  it('finds the monthly saving that grows to the goal', () => {
    // $20,000 in 5 years at 4%: the future value of 60 monthly payments of $301.66.
    expect(savingsGoal(20_000, 5, 4)).toBeCloseTo(301.66, 2);
  });

  it('divides the goal by the months at 0%', () => {
    expect(savingsGoal(12_000, 2, 0)).toBe(500);
  });
});

describe('retirementBalance', () => {
  it('compounds savings and contributions monthly', () => {
    // $50,000 plus $500 a month for 25 years at 6%.
    const months = 300;
    const growth = Math.pow(1.005, months);
    expect(retirementBalance(50_000, 500, 25, 6)).toBeCloseTo(50_000 * growth + (500 * (growth - 1)) / 0.005, 6);
    expect(Math.round(retirementBalance(50_000, 500, 25, 6))).toBe(569_745);
  });

  it('adds the contributions at 0%', () => {
    expect(retirementBalance(1_000, 100, 10, 0)).toBe(13_000);
  });
});

describe('compute', () => {
  it('maps input ids to output ids for each kind', () => {
    expect(compute('loan-payment', { amount: 100_000, rate: 6.5, term: 5 })).toEqual({
      monthlyPayment: 1956.61,
      totalInterest: 17_396.6,
      totalPaid: 117_396.6,
    });
    expect(compute('insurance-need', { income: 60_000, years: 10 })).toEqual({ coverage: 600_000 });
    expect(compute('emergency-fund', { expenses: 3_000, months: 6 })).toEqual({ fund: 18_000 });
  });

  it('gives null, never NaN or Infinity, for missing or impossible inputs', () => {
    expect(compute('loan-payment', { amount: 100_000, rate: 6.5 })).toBeNull();
    expect(compute('loan-payment', { amount: 100_000, rate: 6.5, term: 0 })).toBeNull();
    expect(compute('savings-goal', { goal: 10_000, years: 0, rate: 4 })).toBeNull();
    expect(compute('insurance-need', { income: Number.NaN, years: 10 })).toBeNull();
    expect(compute('retirement', { savings: 1e308, contribution: 1e308, years: 50, rate: 50 })).toBeNull();
  });
});

describe('acceptValue', () => {
  it('accepts numbers within the bounds, typed or as text', () => {
    expect(acceptValue(5, 1, 10)).toBe(5);
    expect(acceptValue('7.5', 1, 10)).toBe(7.5);
  });

  it('rejects empty, negative, out-of-range and huge values', () => {
    expect(acceptValue('', 0, 10)).toBeNull();
    expect(acceptValue(-1, 0, 10)).toBeNull();
    expect(acceptValue(11, 0, 10)).toBeNull();
    expect(acceptValue('123456789012345678901234567890', 0, 1_000_000)).toBeNull();
    expect(acceptValue('1e400', 0, Number.MAX_VALUE)).toBeNull();
    expect(acceptValue('-', 0, 10)).toBeNull();
  });
});
