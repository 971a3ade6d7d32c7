import { Link } from '@rspress/core/theme';
import type { ReactNode } from 'react';

/** A result that navigates inside the site (modifier clicks still open a tab or window). */
export function SearchHit({ hit, children }: { hit: { url: string }; children: ReactNode }) {
  return <Link href={hit.url}>{children}</Link>;
}
