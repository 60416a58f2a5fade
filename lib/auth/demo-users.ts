import 'server-only';
import type { User } from './users-schema';

/** Told on the sign-in page in demo mode; not a secret. */
export const DEMO_PASSWORD = 'flota-demo';

// scrypt (N=2^17, r=8, p=1) of DEMO_PASSWORD, computed once so that starting the demo costs
// nothing; `demo-users.test.ts` checks that it still matches.
const HASH_DEMO = 'scrypt$17$8$1$N9lOSjGiGol-y8A7TnfsaQ$9SuEvD08gCldLM3boR5H30WNsIdanHssGX2HFSRdan0';

/** Demo mode's users: one per role, all clients of the key. */
export const DEMO_USERS: readonly User[] = [
  { usuario: 'despacho', nombre: 'Despacho (demo)', rol: 'despachante', clientes: '*', hash: HASH_DEMO },
  { usuario: 'supervisor', nombre: 'Supervisión (demo)', rol: 'supervisor', clientes: '*', hash: HASH_DEMO },
  { usuario: 'gerente', nombre: 'Gerencia (demo)', rol: 'gerente', clientes: '*', hash: HASH_DEMO },
  { usuario: 'admin', nombre: 'Administración (demo)', rol: 'admin', clientes: '*', hash: HASH_DEMO },
];
