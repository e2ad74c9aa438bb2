-- House and payments accounts keep no cached balance (docs/decisions/014): their balance is the
-- sum of their ledger entries. Clear what earlier versions cached, so nobody reads a stale figure.
UPDATE "accounts" SET "balance" = 0 WHERE "kind" <> 'player';
