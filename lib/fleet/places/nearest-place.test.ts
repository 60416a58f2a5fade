import { describe, expect, it } from 'vitest';
import data from './data/places.json';
import { nearestPlace } from './nearest-place';

const PILAR = { lat: -34.45866, lon: -58.9142 };
/** 3 km north of Pilar's centre: one degree of latitude is 111.2 km. */
const NORTH_OF_PILAR = { lat: PILAR.lat + 3 / 111.2, lon: PILAR.lon };

describe('nearestPlace', () => {
  it('puts a point at a town’s centre in that town', () => {
    expect(nearestPlace(PILAR.lat, PILAR.lon)).toMatchObject({ name: 'Pilar', province: 'Buenos Aires', country: 'AR', within: true });
    expect(nearestPlace(PILAR.lat, PILAR.lon)!.distanceKm).toBeLessThan(0.1);
  });

  it('puts a point 3 km out of a town near it, with the distance and the way from the town', () => {
    const place = nearestPlace(NORTH_OF_PILAR.lat, NORTH_OF_PILAR.lon)!;
    expect(place).toMatchObject({ name: 'Pilar', province: 'Buenos Aires', within: false });
    expect(place.distanceKm).toBeCloseTo(3, 1);
    expect(Math.min(place.bearingDeg, 360 - place.bearingDeg)).toBeLessThan(1);
  });

  it('names the province a town’s own admin code gives it, across a border river', () => {
    expect(nearestPlace(-38.95161, -68.0591)).toMatchObject({ name: 'Neuquén', province: 'Neuquén', within: true });
    expect(nearestPlace(-38.93392, -67.99032)).toMatchObject({ name: 'Cipolletti', province: 'Río Negro', within: true });
  });

  it('puts a point in a city’s outskirts in the city, though a smaller place’s centre is nearer', () => {
    // Palermo, 6 km from Buenos Aires' point and 2 km from Colegiales'.
    expect(nearestPlace(-34.5781, -58.4265)).toMatchObject({ name: 'Buenos Aires', province: 'Ciudad de Buenos Aires', within: true });
  });

  it('answers from the empty middle of Patagonia with the nearest town, far away', () => {
    const place = nearestPlace(-42.5, -68.0)!;
    expect(place).toMatchObject({ province: 'Chubut', within: false });
    expect(place.distanceKm).toBeGreaterThan(50);
  });

  it('answers nothing for the open sea, nor far outside the region', () => {
    expect(nearestPlace(-42, -55)).toBeNull();
    expect(nearestPlace(-12.04, -77.03)).toBeNull();
  });

  it('names a coastal point at sea by the nearest town ashore', () => {
    expect(nearestPlace(-38, -57.3)).toMatchObject({ name: 'Mar del Plata', within: false });
  });

  it('knows the towns across the borders, in their own country and province', () => {
    expect(nearestPlace(-29.7547, -57.0883)).toMatchObject({ name: 'Uruguaiana', province: 'Rio Grande do Sul', country: 'BR' });
    expect(nearestPlace(-33.4489, -70.6693)).toMatchObject({ name: 'Santiago', country: 'CL', within: true });
    expect(nearestPlace(-25.2867, -57.647)).toMatchObject({ name: 'Asunción', country: 'PY' });
    expect(nearestPlace(-34.9011, -56.1645)).toMatchObject({ name: 'Montevideo', country: 'UY' });
    expect(nearestPlace(-22.0866, -65.5942)).toMatchObject({ name: 'Villazón', province: 'Potosí', country: 'BO' });
  });
});

describe('the localities file', () => {
  it('has one entry per place in every column, and every province index points at a province', () => {
    const count = data.name.length;
    expect(count).toBeGreaterThan(1_000);
    for (const column of [data.province, data.lat, data.lon, data.population]) expect(column).toHaveLength(count);
    expect(data.province.every((i) => Number.isInteger(i) && data.provinces[i] !== undefined)).toBe(true);
  });

  it('holds every one of Argentina’s 24 provinces', () => {
    expect(data.provinces.filter(([, country]) => country === 'AR')).toHaveLength(24);
  });
});
