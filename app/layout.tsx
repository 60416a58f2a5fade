import type { Metadata, Viewport } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { headers } from 'next/headers';
import { connection } from 'next/server';
import type { ReactNode } from 'react';
import { Providers } from '@/components/Providers';
import { SessionProvider } from '@/components/session/SessionProvider';
import { AppHeader } from '@/components/shell/AppHeader';
import { currentUser } from '@/lib/auth/current-user';
import { describeSession } from '@/lib/auth/session-view';
import { FLEET_TIME_HEADER } from '@/lib/fleet/fleet-time-header';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Metadata');
  return { title: t('title'), description: t('description') };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Every page is rendered per request: its scripts carry that request's CSP nonce.
  await connection();
  const [usuario, locale] = await Promise.all([currentUser(), getLocale()]);
  const sesion = usuario && describeSession(usuario, usuario.vence);
  const fleetTime = (await headers()).get(FLEET_TIME_HEADER);
  return (
    <html lang={locale}>
      <body className="flex h-dvh flex-col bg-slate-50 text-slate-900 antialiased print:block print:h-auto print:bg-white">
        <AppHeader sesion={sesion} />
        <Providers fleetTime={fleetTime}>
          <SessionProvider session={sesion}>
            <div className="flex min-h-0 flex-1 flex-col">{children}</div>
          </SessionProvider>
        </Providers>
      </body>
    </html>
  );
}
