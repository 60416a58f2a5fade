import { getTranslations } from 'next-intl/server';

/**
 * What a section shows from the moment its link is followed until its page is ready: the
 * router commits to this at once (the link prefetched it), so the address, the header's current
 * section and this notice change on the click itself, however long the page's data and code take.
 */
export async function PageLoading() {
  const t = await getTranslations('Shell');
  return (
    <div role="status" className="flex flex-1 items-center justify-center p-6 text-sm text-slate-600">
      {t('loading')}
    </div>
  );
}
