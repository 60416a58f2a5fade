'use client';

import { useTranslations } from 'next-intl';

const SHORTCUTS = ['space', 'arrows', 'speed', 'follow', 'skip', 'help'] as const;

/**
 * The replay's keyboard shortcuts, in a popover (the browser's own: Escape and a click outside
 * close it, and the button says whether it is open).
 */
export function ShortcutsHelp({ id }: { id: string }) {
  const t = useTranslations('Playback');
  return (
    <>
      <button
        type="button"
        popoverTarget={id}
        className="ml-auto rounded border border-slate-300 bg-white px-2 py-1 text-sm shadow-sm hover:bg-slate-50"
        aria-keyshortcuts="?"
      >
        <span aria-hidden="true" className="mr-1 font-mono">
          ⌨
        </span>
        {t('shortcuts')}
      </button>
      <div
        id={id}
        popover="auto"
        role="dialog"
        aria-labelledby={`${id}-titulo`}
        className="m-auto w-80 rounded-lg border border-slate-300 bg-white p-4 text-sm text-slate-800 shadow-xl backdrop:bg-transparent"
        data-testid="atajos"
      >
        <h2 id={`${id}-titulo`} className="mb-2 font-semibold">
          {t('shortcutsTitle')}
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5">
          {SHORTCUTS.map((shortcut) => (
            <div key={shortcut} className="contents">
              <dt>
                <kbd className="rounded border border-slate-300 bg-slate-50 px-1.5 py-0.5 font-mono text-xs">{t(`keys.${shortcut}`)}</kbd>
              </dt>
              <dd>{t(`actions.${shortcut}`)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </>
  );
}
