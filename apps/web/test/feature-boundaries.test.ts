import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * Issue 17 §1, "Done when": lint fails a deep import between features. These run the project's
 * real ESLint configuration on sample files, so the rule is proven to fire where it must and to
 * stay quiet where imports are allowed.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'sportsbook/feature-boundaries')
    .map((message) => message.message);
}

const CATALOGUE_FILE = 'apps/web/src/features/catalogue/components/sample.tsx';
const ROUTE_FILE = 'apps/web/src/app/[locale]/sport/sample/page.tsx';

describe('the feature-boundaries lint rule', () => {
  it('fails a deep alias import of another feature', async () => {
    const errors = await boundaryErrors(
      CATALOGUE_FILE,
      "import { useShowOdds } from '@/features/betslip/state/odds-format-store';\nexport const x = useShowOdds;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("import '@/features/betslip'");
  });

  it('fails a relative import that climbs into another feature', async () => {
    const errors = await boundaryErrors(
      CATALOGUE_FILE,
      "export { FavouriteToggle } from '../../favourites/components/favourite-toggle';\n",
    );
    expect(errors).toHaveLength(1);
  });

  it('fails a route importing a feature internal, and a lazy import() of one', async () => {
    const errors = await boundaryErrors(
      ROUTE_FILE,
      "import { PageTitle } from '@/features/catalogue/components/page-title';\nexport const x = PageTitle;\nexport const y = () => import('@/features/account/components/account-layer');\n",
    );
    expect(errors).toHaveLength(2);
  });

  it("allows a feature's entries, and deep imports inside one's own feature", async () => {
    expect(
      await boundaryErrors(
        ROUTE_FILE,
        "import { PageTitle } from '@/features/catalogue';\nimport { getSports } from '@/features/catalogue/index.server';\nexport const x = [PageTitle, getSports];\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        CATALOGUE_FILE,
        "import { first } from '../api/listing-params';\nimport { pickSelection } from '@/features/betslip';\nexport const x = [first, pickSelection];\n",
      ),
    ).toEqual([]);
  });
});
