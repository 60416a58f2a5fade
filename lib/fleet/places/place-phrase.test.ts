import { describe, expect, it } from 'vitest';
import { translator } from '@/i18n/test-translator';
import type { NearestPlace } from './nearest-place';
import { describePlace } from './place-phrase';

const es = translator('Places');
const en = translator('Places', 'en');
const pilar: NearestPlace = { name: 'Pilar', province: 'Buenos Aires', country: 'AR', distanceKm: 0.4, bearingDeg: 10, within: true };

describe('describePlace', () => {
  it('says a point is in the town it lies in', () => {
    expect(describePlace(pilar, es)).toBe('en Pilar, Buenos Aires');
    expect(describePlace(pilar, en)).toBe('in Pilar, Buenos Aires');
  });

  it('says how far, and which way from the town, a point near it lies', () => {
    const near = { ...pilar, distanceKm: 3.2, bearingDeg: 312, within: false };
    expect(describePlace(near, es)).toBe('a 3 km al noroeste de Pilar, Buenos Aires');
    expect(describePlace(near, en)).toBe('3 km northwest of Pilar, Buenos Aires');
  });

  it('says the area is empty when the nearest town is more than 50 km away', () => {
    const far = { name: 'Telsen', province: 'Chubut', country: 'AR', distanceKm: 87.2, bearingDeg: 265, within: false };
    expect(describePlace(far, es)).toBe('zona despoblada: a 87 km al oeste de Telsen, Chubut');
    expect(describePlace(far, en)).toBe('remote area: 87 km west of Telsen, Chubut');
  });

  it('names the country of a town across the border', () => {
    const uruguaiana = { name: 'Uruguaiana', province: 'Rio Grande do Sul', country: 'BR', distanceKm: 0.1, bearingDeg: 0, within: true };
    expect(describePlace(uruguaiana, es)).toBe('en Uruguaiana, Rio Grande do Sul, Brasil');
    expect(describePlace(uruguaiana, en)).toBe('in Uruguaiana, Rio Grande do Sul, Brazil');
  });

  it('says when no town is within reach', () => {
    expect(describePlace(null, es)).toBe('sin localidades a menos de 250 km');
    expect(describePlace(null, en)).toBe('no town within 250 km');
  });
});
