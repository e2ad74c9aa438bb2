import type { MoneyPlan, Transfer } from './plan';

/**
 * LED-001…LED-004: the shape every plan must have before any executor sees it. A plan that fails
 * here is a bug in the code that made it, not a refusal: it throws.
 */
export function validatePlan(plan: MoneyPlan): void {
  const references = new Set<string>();
  for (const transfer of plan.transfers) {
    validateTransfer(transfer);
    const key = `${transfer.kind}/${transfer.reference}`;
    if (references.has(key)) throw new Error(`LED-004: transfer ${key} appears twice`);
    references.add(key);
  }
}

function validateTransfer(transfer: Transfer): void {
  const where = `${transfer.kind}/${transfer.reference}`;
  if (transfer.postings.length < 2) throw new Error(`LED-001: ${where} needs two postings`);
  let sum = 0n;
  for (const posting of transfer.postings) {
    if (typeof posting.amount !== 'bigint' || posting.amount === 0n)
      throw new Error(`LED-002: ${where} has a zero or non-integer posting`);
    if ('currency' in posting.account && posting.account.currency !== transfer.currency)
      throw new Error(`LED-003: ${where} mixes currencies`);
    sum += posting.amount;
  }
  if (sum !== 0n) throw new Error(`LED-001: ${where} does not balance (${sum})`);
}
