import { executePlans } from '@sportsbook/db';
import type { Database } from '@sportsbook/db';
import type { AccountRef, RowInsert } from '@sportsbook/domain';

/**
 * Tests move money the way the product does: as a plan run by the one executor (decision 027).
 * One transfer of `amount` from `from` to `to`, with rows that may name it (`{ transferIdOf: 0 }`);
 * throws when the executor refuses it.
 */
export async function postTestTransfer(
  db: Database,
  transfer: {
    kind: string;
    reference: string;
    currency: string;
    from: AccountRef;
    to: AccountRef;
    amount: bigint;
    inserts?: RowInsert[];
  },
): Promise<{ id: number; balances: Map<number, bigint> }> {
  const [result] = await executePlans(db, [
    {
      checks: [],
      transfers: [
        {
          kind: transfer.kind,
          reference: transfer.reference,
          currency: transfer.currency,
          postings: [
            { account: transfer.from, amount: -transfer.amount },
            { account: transfer.to, amount: transfer.amount },
          ],
        },
      ],
      inserts: transfer.inserts ?? [],
    },
  ]);
  if (result?.kind !== 'committed') throw new Error(`Test transfer refused: ${result?.kind}`);
  return { id: result.transferIds[0]!, balances: result.balances };
}
