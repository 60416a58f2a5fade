import { test as setup } from '@playwright/test';
import { USUARIOS_E2E, signInRequest, storageStatePath } from './support/auth';

for (const usuario of USUARIOS_E2E) {
  setup(`sesión de ${usuario}`, async ({ playwright, baseURL }) => {
    const request = await playwright.request.newContext({ baseURL });
    await signInRequest(request, usuario);
    await request.storageState({ path: storageStatePath(usuario) });
    await request.dispose();
  });
}
