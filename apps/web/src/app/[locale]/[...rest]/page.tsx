import { notFound } from 'next/navigation';

/** Unknown paths outside /sport render the localized 404 (with status 404). */
export default function UnknownPage() {
  notFound();
}
