import { notFound } from 'next/navigation';

/** Nothing lives below /sport/<sport>/<slug>: the shell's 404. */
export default function UnknownCataloguePage() {
  notFound();
}
