import type { Metadata } from 'next';
import { KeyStatusPanel } from '@/components/key-status/KeyStatusPanel';

export const metadata: Metadata = { title: 'Clave de acceso · Flota' };

/** Admin only (see lib/auth/page-policy.ts). The key itself is never sent here, not even in part. */
export default function ClavePage() {
  return (
    // Focusable because it scrolls and the panel holds nothing else the keyboard could land on.
    <main tabIndex={0} className="mx-auto w-full max-w-5xl overflow-y-auto p-6 focus-visible:outline-2 focus-visible:outline-sky-500">
      <h1 className="text-2xl font-semibold">Clave de acceso</h1>
      <p className="mt-1 text-slate-600">
        La clave con la que este servidor consulta el servicio de posicionamiento: qué permite, hasta cuándo, y cómo se está
        usando.
      </p>
      <div className="mt-6">
        <KeyStatusPanel />
      </div>
    </main>
  );
}
