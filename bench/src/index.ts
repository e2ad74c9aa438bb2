import { benchCatalogueRead } from './catalogue-read';

/** `npm run bench`: every benchmark, or the ones named as arguments. */
const benches: Record<string, () => Promise<void>> = {
  'catalogue-read': benchCatalogueRead,
};

const wanted = process.argv.slice(2);
for (const [name, run] of Object.entries(benches)) {
  if (wanted.length > 0 && !wanted.includes(name)) continue;
  console.log(`\n== ${name}`);
  await run();
}
process.exit(0);
