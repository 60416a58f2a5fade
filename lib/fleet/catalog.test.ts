import { describe, expect, it } from 'vitest';
import { CATALOGO, CATEGORIAS, CRITICAL_TYPES, catalogEntry, isTipoEvento, tipoLabel } from './catalog';

describe('event catalog', () => {
  it('has the 62 types of the description, each once', () => {
    expect(CATALOGO).toHaveLength(62);
    expect(new Set(CATALOGO.map((e) => e.tipo)).size).toBe(62);
  });

  it('has the 8 categories with the identifiers fixed by the embedded API contract', () => {
    expect(CATEGORIAS.map((c) => c.id)).toEqual([
      'seguridad', 'conduccion', 'conductor', 'energia', 'ubicacion', 'sensores', 'vehiculo', 'otros',
    ]);
    expect(catalogEntry('vuelco')).toMatchObject({ categoria: 'conduccion', categoria_nombre: 'Conducción' });
    expect(catalogEntry('fatiga')?.categoria_nombre).toBe('Conductor (cámara)');
    expect(catalogEntry('otro')?.categoria).toBe('otros');
  });

  it('knows exactly the catalog names', () => {
    expect(isTipoEvento('panico')).toBe(true);
    expect(isTipoEvento('Panico')).toBe(false);
    expect(isTipoEvento('toString')).toBe(false);
    expect(CRITICAL_TYPES.every(isTipoEvento)).toBe(true);
  });

  it('labels a type by its description, and a type it does not know by its name', () => {
    expect(tipoLabel('panico')).toBe(catalogEntry('panico')?.descripcion);
    expect(tipoLabel('panico')).not.toBe('panico');
    expect(tipoLabel('tipo_nuevo_del_proveedor')).toBe('tipo_nuevo_del_proveedor');
  });
});
