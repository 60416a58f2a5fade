import { describe, expect, it } from 'vitest';
import { signIn } from './sign-in';
import { SignInThrottle } from './sign-in-throttle';

// No FLEET_API_BASE_URL nor users file under Vitest: the demo users are in force.
const intento = (usuario: string, contrasena: string) => ({ direccion: '10.1.1.1', usuario, contrasena, solicitud: 'prueba' });

describe('signIn', () => {
  it('lets a demo user in with the demo password, whatever the case of the name', async () => {
    const resultado = await signIn(intento(' Admin ', 'flota-demo'), new SignInThrottle());
    expect(resultado.tipo === 'ok' && resultado.usuario.rol).toBe('admin');
  });

  it('refuses a wrong password and an unknown name alike', async () => {
    const t = new SignInThrottle();
    expect(await signIn(intento('admin', 'otra'), t)).toEqual({ tipo: 'invalido' });
    expect(await signIn(intento('nadie', 'flota-demo'), t)).toEqual({ tipo: 'invalido' });
  });

  it('keeps a locked-out user out even with the right password', async () => {
    const t = new SignInThrottle({ fallosPorUsuario: 2, fallosPorDireccion: 50, ventanaS: 60, bloqueoS: 60 });
    expect((await signIn(intento('gerente', 'mal-1'), t)).tipo).toBe('invalido');
    expect((await signIn(intento('gerente', 'mal-2'), t)).tipo).toBe('bloqueado');
    const correcto = await signIn(intento('gerente', 'flota-demo'), t);
    expect(correcto.tipo).toBe('bloqueado');
    expect(correcto.tipo === 'bloqueado' && correcto.reintentarEnMs).toBeGreaterThan(55_000);
  });
});
