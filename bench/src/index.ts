import { benchCatalogueRead } from './catalogue-read';
import { benchPageLighthouse } from './page-lighthouse';
import { benchPageTap } from './page-tap';
import { benchPlacement } from './placement';
import { benchRealtime } from './realtime';

/** `npm run bench`: every benchmark, or the ones named as arguments. */
const benches: Record<string, () => Promise<void>> = {
  'catalogue-read': benchCatalogueRead,
  'page-lighthouse': benchPageLighthouse,
  'page-tap': benchPageTap,
  realtime: benchRealtime,
  placement: benchPlacement,
};

// Flags (`--clients 500`) belong to the benchmarks; names are the other arguments.
const wanted = process.argv
  .slice(2)
  .filter((arg, i, all) => !arg.startsWith('--') && !all[i - 1]?.startsWith('--'));
for (const [name, run] of Object.entries(benches)) {
  if (wanted.length > 0 && !wanted.includes(name)) continue;
  console.log(`\n== ${name}`);
  await run();
}
process.exit(0);
