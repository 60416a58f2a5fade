import { PageLoading } from '@/components/shell/PageLoading';

/** The events tabs open each other at once, on this, below the shared events layout. */
export default function Loading() {
  return <PageLoading />;
}
