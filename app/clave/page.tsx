import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/messages/ClientMessages';
import { KeyStatusPanel } from '@/components/key-status/KeyStatusPanel';
import { pageMetadata } from '@/i18n/page-title';

export const generateMetadata = () => pageMetadata('key');

/** Admin only (see lib/auth/page-policy.ts). The key itself is never sent here, not even in part. */
export default async function ClavePage() {
  const t = await getTranslations('KeyStatus');
  return (
    // Focusable because it scrolls and the panel holds nothing else the keyboard could land on.
    <main tabIndex={0} className="mx-auto w-full max-w-5xl overflow-y-auto p-6 focus-visible:outline-2 focus-visible:outline-sky-500">
      <h1 className="text-2xl font-semibold">{t('heading')}</h1>
      <p className="mt-1 text-slate-600">{t('intro')}</p>
      <div className="mt-6">
        <ClientMessages namespaces={['KeyStatus', 'KeyProblems', 'Common', 'Errors']}>
          <KeyStatusPanel />
        </ClientMessages>
      </div>
    </main>
  );
}
