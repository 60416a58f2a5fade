import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { ClientMessages } from '@/components/messages/ClientMessages';
import { ReportsPage } from '@/components/reports/ReportsPage';
import { pageMetadata } from '@/i18n/page-title';

export const generateMetadata = () => pageMetadata('reports');

/** Who may open it is checked before the page renders (proxy and lib/auth/page-policy: capability `historial`). */
export default async function InformesPage() {
  const t = await getTranslations('Reports');
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="shrink-0 border-b border-slate-200 bg-slate-100 px-4 py-2 print:border-0 print:bg-white print:px-0">
        <h1 className="text-lg font-semibold text-slate-900">{t('heading')}</h1>
      </div>
      <main className="min-h-0 flex-1 overflow-y-auto print:overflow-visible">
        <ClientMessages namespaces={['Reports', 'History', 'KeyStatus', 'DateField', 'Places', 'Categories', 'Common', 'Errors', 'KeyProblems']}>
          {/* The page reads its state from the URL, which exists only in the browser's request. */}
          <Suspense fallback={null}>
            <ReportsPage />
          </Suspense>
        </ClientMessages>
      </main>
    </div>
  );
}
