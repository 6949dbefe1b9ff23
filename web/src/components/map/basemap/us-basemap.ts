import type { FeatureCollection, Geometry } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import statesTopology from 'us-atlas/states-10m.json';
import placeRows from './us-places.json';

/**
 * The offline basemap's data, bundled so the map needs no network: the US states from `us-atlas` (Census
 * Bureau cartographic boundaries, 1:10,000,000) and the cities of 100,000 people or more plus every state
 * capital (`us-places.json`, written by `web/scripts/build-map-places.mjs` from GeoNames).
 */

export type BasemapPlace = {
  name: string;
  state: string;
  latitude: number;
  longitude: number;
  population: number;
};

/** Credit shown in the map's corner whenever the basemap is drawn. */
export const BASEMAP_ATTRIBUTION = 'US Census Bureau, GeoNames';

// How many people a city needs for its name to show at a zoom, so that labels never cover the country.
const POPULATION_SHOWN_AT_ZOOM: ReadonlyArray<readonly [maxZoom: number, minPopulation: number]> = [
  [4, 1_000_000],
  [5, 500_000],
  [6, 250_000],
];

let states: FeatureCollection<Geometry, { name: string }> | undefined;

/** The 50 states, DC and the territories as GeoJSON, converted from TopoJSON on first use. */
export function usStates(): FeatureCollection<Geometry, { name: string }> {
  // The JSON module's inferred type is its literal shape; the package documents it as this Topology.
  const topology = statesTopology as unknown as Topology<{ states: GeometryCollection<{ name: string }> }>;
  states ??= feature(topology, topology.objects.states);
  return states;
}

const places: BasemapPlace[] = (placeRows as [string, string, number, number, number][]).map(
  ([name, state, latitude, longitude, population]) => ({ name, state, latitude, longitude, population }),
);

/** The place names to show at a zoom level, largest first. */
export function placesAtZoom(zoom: number): BasemapPlace[] {
  const rule = POPULATION_SHOWN_AT_ZOOM.find(([maxZoom]) => zoom <= maxZoom);
  return rule ? places.filter((place) => place.population >= rule[1]) : places;
}
