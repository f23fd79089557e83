/**
 * Action budgets: counters per kind that a turn spends (High/Low Heroes: N actions; GG and
 * Capital: 2 actions; MEGS: 2 automatic + 1 dice action per phase).
 */
export type Budget = Readonly<Record<string, number>>;

export function canSpend(budget: Budget, kind: string, amount = 1): boolean {
  return (budget[kind] ?? 0) >= amount;
}

/** Spends; spending more than is left is a bug in the caller, who validates with canSpend. */
export function spend(budget: Budget, kind: string, amount = 1): Budget {
  const left = (budget[kind] ?? 0) - amount;
  if (left < 0) throw new Error(`overspent ${kind}`);
  return { ...budget, [kind]: left };
}

export function spendAll(budget: Budget): Budget {
  return Object.fromEntries(Object.keys(budget).map((k) => [k, 0]));
}

export function isSpent(budget: Budget): boolean {
  return Object.values(budget).every((v) => v <= 0);
}
