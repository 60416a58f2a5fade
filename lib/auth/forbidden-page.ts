import 'server-only';
import { pageOf, pagesOf } from './page-policy';
import { NOMBRE_DE_ROL, firstRoleWith } from './roles';
import type { SessionUser } from './session';

/**
 * The page a role may not open, answered by `proxy.ts` itself with status 403. Not a React
 * page: Next renders `forbidden()` boundaries in the browser (its server HTML is an empty error
 * shell) and a rewrite cannot set the status, so the document is written here, whole, and
 * reads the same without JavaScript. It runs no script; the CSP of pages still applies.
 */
const ESTILO = `
body{margin:0;font-family:system-ui,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;background:#f8fafc;color:#0f172a}
header{display:flex;align-items:center;gap:1rem;height:3rem;padding:0 1rem;background:#0f172a;color:#fff}
header a{color:#fff;font-size:1.125rem;font-weight:600;text-decoration:none}
header span{margin-left:auto;font-size:.875rem;color:#cbd5e1}
main{max-width:36rem;margin:0 auto;padding:2rem}
h1{font-size:1.5rem;font-weight:600;margin:0}
p{color:#475569}
h2{font-size:.875rem;font-weight:500;color:#334155;margin:1.5rem 0 .5rem}
ul{margin:0;padding-left:1.25rem}
li{margin:.25rem 0}
li a{color:#0369a1}`;

function escapar(texto: string): string {
  return texto.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Which page was refused and who it is for. */
export function forbiddenReason(usuario: Pick<SessionUser, 'rol'>, pedida: string): string {
  const tuRol = `Tu rol es ${NOMBRE_DE_ROL[usuario.rol]}.`;
  const pagina = pageOf(pedida);
  if (pagina === null) return `${tuRol} Esta página no está entre las que podés abrir.`;
  const para = NOMBRE_DE_ROL[firstRoleWith(pagina.capacidad)];
  const quienes = pagina.capacidad === 'clave' ? `solo para el rol ${para}` : `para el rol ${para} y los de más alcance`;
  return `${tuRol} «${pagina.titulo}» es ${quienes}.`;
}

export function forbiddenPage(usuario: Pick<SessionUser, 'rol' | 'nombre' | 'usuario'>, pedida: string): Response {
  const enlaces = pagesOf(usuario.rol)
    .map(({ ruta, titulo }) => `<li><a href="${escapar(ruta)}">${escapar(titulo)}</a></li>`)
    .join('');
  const html = `<!DOCTYPE html>
<html lang="es-AR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Sin acceso · Flota</title><link rel="icon" href="/icon.svg"><style>${ESTILO}</style></head>
<body><header><a href="/">Flota</a><span>${escapar(usuario.nombre ?? usuario.usuario)} · ${NOMBRE_DE_ROL[usuario.rol]}</span></header>
<main><h1>No tenés acceso a esta página</h1>
<p>${escapar(forbiddenReason(usuario, pedida))} Si necesitás verla, pedíselo a quien administra Flota.</p>
<nav aria-label="Páginas disponibles"><h2>Podés ir a:</h2><ul>${enlaces}</ul></nav></main></body></html>`;
  return new Response(html, { status: 403, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });
}
