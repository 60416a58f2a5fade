import { PageLoading } from '@/components/shell/PageLoading';

/** A section link opens its page at once, on this, and the page streams in behind it (and the links prefetch up to here). */
export default function Loading() {
  return <PageLoading />;
}
