import { describe, expect, it } from 'vitest';
import { forbiddenPage, forbiddenReason } from './forbidden-page';

describe('forbiddenPage', () => {
  it('says, in the HTML itself, which page was refused, who it is for and where to go instead', async () => {
    const respuesta = forbiddenPage({ rol: 'supervisor', nombre: 'Ana <Pérez>', usuario: 'ana' }, '/eventos', 'es-AR');
    expect(respuesta.status).toBe(403);
    const html = await respuesta.text();
    expect(html).toContain('<html lang="es-AR">');
    expect(html).toContain('<h1>No tenés acceso a esta página</h1>');
    expect(html).toContain('Tu rol es Supervisor. «Historial de eventos» es para el rol Gerente y los de más alcance.');
    expect(html).toContain('<a href="/recorrido">Recorridos</a>');
    expect(html).not.toContain('href="/eventos"');
    expect(html).toContain('Ana &#60;Pérez&#62;');
    expect(html).not.toContain('<script');
  });

  it('speaks the person’s language', async () => {
    const html = await forbiddenPage({ rol: 'supervisor', nombre: null, usuario: 'ana' }, '/eventos', 'en').text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>You do not have access to this page</h1>');
    expect(html).toContain('Your role is Supervisor. “Event history” is for the Manager role and those with wider access.');
    expect(html).toContain('<a href="/recorrido">Routes</a>');
  });

  it('names the page opened, not another page of the same capability', async () => {
    expect(forbiddenReason({ rol: 'supervisor' }, '/informes', 'es-AR')).toBe('Tu rol es Supervisor. «Informes» es para el rol Gerente y los de más alcance.');
    expect(forbiddenReason({ rol: 'supervisor' }, '/informes', 'en')).toBe('Your role is Supervisor. “Reports” is for the Manager role and those with wider access.');
    const html = await forbiddenPage({ rol: 'gerente' as const, nombre: null, usuario: 'g' }, '/clave', 'es-AR').text();
    expect(html).toContain('<a href="/eventos">Historial de eventos</a>');
    expect(html).toContain('<a href="/informes">Informes</a>');
  });

  it('names the administrator alone for the key status page, and nobody for an unknown page', () => {
    expect(forbiddenReason({ rol: 'gerente' }, '/clave', 'es-AR')).toBe('Tu rol es Gerente. «Clave de acceso» es solo para el rol Administrador.');
    expect(forbiddenReason({ rol: 'gerente' }, '/otra', 'es-AR')).toBe('Tu rol es Gerente. Esta página no está entre las que podés abrir.');
  });
});
