import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/messages/ClientMessages';
import { pageMetadata } from '@/i18n/page-title';
import { authConfig } from '@/lib/auth/config';
import { DEMO_PASSWORD, DEMO_USERS } from '@/lib/auth/demo-users';
import { SIGN_IN_CODES } from '@/lib/fleet/errors';
import { SignInForm } from './SignInForm';

export const generateMetadata = () => pageMetadata('signIn');

interface Props {
  searchParams: Promise<{ volver?: string | string[]; error?: string | string[] }>;
}

/** A code the browser was sent back with, when it posted the form by itself (before the page's script ran). */
function signInCode(codigo: string | string[] | undefined): string | null {
  return SIGN_IN_CODES.find((known) => known === codigo) ?? null;
}

export default async function IngresarPage({ searchParams }: Props) {
  const [{ volver, error }, t] = await Promise.all([searchParams, getTranslations('SignIn')]);
  const demo = authConfig().modo === 'demo';
  return (
    <main className="flex flex-1 items-center justify-center overflow-y-auto p-6">
      <div className="w-full max-w-sm">
        <h1 className="text-3xl font-semibold tracking-tight">{t('title')}</h1>
        <p className="mt-1 text-slate-600">{t('intro')}</p>
        <ClientMessages namespaces={['SignIn', 'Errors']}>
          <SignInForm volver={typeof volver === 'string' ? volver : null} codigoInicial={signInCode(error)} />
        </ClientMessages>
        {demo && <DemoNotice />}
      </div>
    </main>
  );
}

/** Server-rendered only: its words are not among the messages the sign-in form's script receives. */
async function DemoNotice() {
  const [t, roles] = await Promise.all([getTranslations('SignInDemo'), getTranslations('Roles')]);
  const code = (text: React.ReactNode) => <code className="rounded bg-white px-1 font-mono">{text}</code>;
  return (
    <section aria-labelledby="demo-titulo" className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm">
      <h2 id="demo-titulo" className="font-semibold text-amber-900">
        {t('demoTitle')}
      </h2>
      <p className="mt-1 text-amber-900">{t.rich('demoText', { password: DEMO_PASSWORD, code })}</p>
      <ul className="mt-2 space-y-0.5 text-amber-900">
        {DEMO_USERS.map(({ usuario, rol }) => (
          <li key={usuario}>{t.rich('demoUser', { user: usuario, role: roles(rol), code: (text) => <code className="font-mono">{text}</code> })}</li>
        ))}
      </ul>
    </section>
  );
}
