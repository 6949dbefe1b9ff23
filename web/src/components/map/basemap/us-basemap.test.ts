import { describe, expect, it } from 'vitest';
import { placesAtZoom, usStates } from './us-basemap';

describe('the offline basemap data', () => {
  it('has every state, DC and the territories as polygons', () => {
    const states = usStates();
    const names = states.features.map((state) => state.properties.name);
    expect(names).toHaveLength(56);
    expect(names).toEqual(expect.arrayContaining(['Illinois', 'Alaska', 'Hawaii', 'District of Columbia']));
    expect(states.features.every((state) => ['Polygon', 'MultiPolygon'].includes(state.geometry.type))).toBe(
      true,
    );
  });

  it('names only the largest cities when zoomed out, and more as the map zooms in', () => {
    const counts = [3, 4, 5, 6, 7, 12].map((zoom) => placesAtZoom(zoom).length);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(placesAtZoom(4).map((place) => place.name)).toEqual(
      expect.arrayContaining(['New York City', 'Los Angeles', 'Chicago', 'Houston']),
    );
    expect(placesAtZoom(4).length).toBeLessThanOrEqual(10);
    // Zoomed in, every state capital is named, however small (Montpelier has 8,000 people).
    expect(placesAtZoom(12)).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'Montpelier', state: 'VT' })]),
    );
  });

  it('places each city inside the US', () => {
    for (const place of placesAtZoom(12)) {
      expect(place.latitude, place.name).toBeGreaterThan(13);
      expect(place.longitude, place.name).toBeLessThan(-64);
    }
  });
});
