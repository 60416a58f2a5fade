'use client';

import { useTranslations } from 'next-intl';
import { REPORT_IDS, type ReportId } from '@/lib/client/reports/url-state';

/**
 * The reports as tabs. Each is a link to its own URL (so it opens in a new tab too); a plain click
 * switches in place and keeps the range and fleet choice.
 */
export function ReportTabs({ current, hrefOf, onChoose }: { current: ReportId; hrefOf: (id: ReportId) => string; onChoose: (id: ReportId) => void }) {
  const t = useTranslations('Reports');
  return (
    <nav aria-label={t('tabsLabel')} className="print:hidden">
      <ul className="flex flex-wrap gap-1 border-b border-slate-200">
        {REPORT_IDS.map((id) => (
          <li key={id}>
            <a
              href={hrefOf(id)}
              aria-current={id === current ? 'page' : undefined}
              onClick={(e) => {
                if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
                e.preventDefault();
                onChoose(id);
              }}
              className={`-mb-px block rounded-t border px-3 py-1.5 text-sm font-medium ${
                id === current ? 'border-slate-200 border-b-white bg-white text-sky-800' : 'border-transparent text-slate-600 hover:text-slate-900'
              }`}
            >
              {t(`tabs.${id}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
