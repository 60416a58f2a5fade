import { describe, expect, it } from 'vitest';
import { isCurrentSection } from './nav-links';

describe('isCurrentSection', () => {
  it('marks the map only on the home page', () => {
    expect(isCurrentSection('/', '/')).toBe(true);
    expect(isCurrentSection('/', '/eventos')).toBe(false);
  });

  it('marks a section on its own page and below it, not on look-alike paths', () => {
    expect(isCurrentSection('/eventos', '/eventos')).toBe(true);
    expect(isCurrentSection('/eventos', '/eventos/historial')).toBe(true);
    expect(isCurrentSection('/eventos', '/eventosx')).toBe(false);
  });
});
