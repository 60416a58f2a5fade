'use client';

import { useTranslations } from 'next-intl';
import { useState, useSyncExternalStore } from 'react';
import { useAlertPreferences } from '@/lib/client/events/alert-preferences';
import { playAlertSound, unlockAlertSound } from '@/lib/client/events/alert-sound';
import { notificationsSupported, requestNotificationPermission } from '@/lib/client/events/critical-notification';

/** Opt-in switches for the critical-event sound and browser notifications, remembered per browser. */
const subscribeNever = () => () => {};

export function AlertToggles() {
  const t = useTranslations('Feed');
  const [preferences, update] = useAlertPreferences();
  const canNotify = useSyncExternalStore(subscribeNever, notificationsSupported, () => false);
  const [blocked, setBlocked] = useState(false);

  const toggleSound = (on: boolean) => {
    if (on) {
      // The click is the user gesture browsers require before audio; the chime confirms it works.
      void unlockAlertSound().then(playAlertSound);
    }
    update({ sonido: on });
  };

  const toggleNotifications = async (on: boolean) => {
    if (on && !(await requestNotificationPermission())) {
      setBlocked(true);
      update({ notificaciones: false });
      return;
    }
    setBlocked(false);
    update({ notificaciones: on });
  };

  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-700">
      <span className="font-medium">{t('alerts')}</span>
      <label className="inline-flex items-center gap-1">
        <input type="checkbox" checked={preferences.sonido} onChange={(e) => toggleSound(e.target.checked)} />
        {t('sound')}
      </label>
      {canNotify && (
        <label className="inline-flex items-center gap-1">
          <input
            type="checkbox"
            checked={preferences.notificaciones}
            onChange={(e) => void toggleNotifications(e.target.checked)}
          />
          {t('notifications')}
        </label>
      )}
      {blocked && <span className="text-red-700">{t('blocked')}</span>}
    </div>
  );
}
