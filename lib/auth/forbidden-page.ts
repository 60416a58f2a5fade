import 'server-only';
import { createTranslator } from 'next-intl';
import { CATALOGUES } from '@/i18n/catalogues';
import type { AppLocale } from '@/i18n/locales';
import { pageOf, pagesOf } from './page-policy';
import { firstRoleWith } from './roles';
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

function translators(locale: AppLocale) {
  const messages = CATALOGUES[locale];
  return {
    t: createTranslator({ locale, messages, namespace: 'Forbidden' }),
    rol: createTranslator({ locale, messages, namespace: 'Roles' }),
    pagina: createTranslator({ locale, messages, namespace: 'Pages' }),
  };
}

/** Which page was refused and who it is for, in the person's language. */
export function forbiddenReason(usuario: Pick<SessionUser, 'rol'>, pedida: string, locale: AppLocale): string {
  const { t, rol, pagina: titulo } = translators(locale);
  const tuRol = t('yourRole', { role: rol(usuario.rol) });
  const pagina = pageOf(pedida);
  if (pagina === null) return `${tuRol} ${t('notYours')}`;
  const para = { page: titulo(pagina.id), role: rol(firstRoleWith(pagina.capacidad)) };
  return `${tuRol} ${pagina.capacidad === 'clave' ? t('onlyFor', para) : t('forAndAbove', para)}`;
}

export function forbiddenPage(usuario: Pick<SessionUser, 'rol' | 'nombre' | 'usuario'>, pedida: string, locale: AppLocale): Response {
  const { t, rol, pagina: titulo } = translators(locale);
  const enlaces = pagesOf(usuario.rol)
    .map(({ id, ruta }) => `<li><a href="${escapar(ruta)}">${escapar(titulo(id))}</a></li>`)
    .join('');
  const html = `<!DOCTYPE html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapar(t('title'))}</title><link rel="icon" href="/icon.svg"><style>${ESTILO}</style></head>
<body><header><a href="/">Flota</a><span>${escapar(usuario.nombre ?? usuario.usuario)} · ${escapar(rol(usuario.rol))}</span></header>
<main><h1>${escapar(t('heading'))}</h1>
<p>${escapar(forbiddenReason(usuario, pedida, locale))} ${escapar(t('ask'))}</p>
<nav aria-label="${escapar(t('available'))}"><h2>${escapar(t('goTo'))}</h2><ul>${enlaces}</ul></nav></main></body></html>`;
  return new Response(html, { status: 403, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });
}
