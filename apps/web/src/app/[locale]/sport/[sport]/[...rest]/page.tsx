import { notFound } from 'next/navigation';

/**
 * Deeper paths (/sport/<sport>/…) have no pages yet; they render the shell's 404 until the
 * category, league and match pages take their place.
 */
export default function UnknownSportSubpage() {
  notFound();
}
