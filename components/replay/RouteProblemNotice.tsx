'use client';

import { useTranslations } from 'next-intl';
import type { RouteProblem } from './route-problem';

/** A route that cannot be shown, explained over the map. */
export function RouteProblemNotice({ problem, onRetry }: { problem: RouteProblem; onRetry: () => void }) {
  const common = useTranslations('Common');
  return (
    <div role="alert" className="mt-3 max-w-lg rounded border border-amber-300 bg-amber-50 p-4 shadow">
      <h2 className="font-semibold text-amber-900">{problem.title}</h2>
      <p className="mt-1 text-sm text-amber-900">{problem.detail}</p>
      {problem.transient && (
        <button type="button" onClick={onRetry} className="mt-3 rounded bg-amber-900 px-3 py-1 text-sm text-white">
          {common('retry')}
        </button>
      )}
    </div>
  );
}
