import { useState } from 'react';
import L from 'leaflet';
import { GeoJSON, Marker, Pane, useMapEvents } from 'react-leaflet';
import { BASEMAP_ATTRIBUTION, placesAtZoom, usStates } from './us-basemap';

// Below Leaflet's tile pane (z-index 200): configured tiles cover the basemap where they load, and it shows
// wherever they cannot (offline, a blocked or failing tile server).
const BASEMAP_PANE_Z = 150;
const LABEL_PANE_Z = 160;

const STATE_STYLE: L.PathOptions = {
  color: '#94a3b8',
  weight: 1,
  fillColor: '#f8fafc',
  fillOpacity: 1,
  interactive: false,
};

/**
 * The map's own background: US state outlines and the names of major places, as vector data bundled with
 * the app (docs/product.md#map-of-properties). Nothing is fetched.
 */
export function OfflineBasemap() {
  const [zoom, setZoom] = useState<number | undefined>(undefined);
  const map = useMapEvents({ zoomend: () => setZoom(map.getZoom()) });
  const places = placesAtZoom(zoom ?? map.getZoom());
  return (
    <>
      <Pane name="astor-basemap" style={{ zIndex: BASEMAP_PANE_Z }}>
        <GeoJSON data={usStates()} style={STATE_STYLE} attribution={BASEMAP_ATTRIBUTION} />
      </Pane>
      <Pane name="astor-basemap-labels" style={{ zIndex: LABEL_PANE_Z, pointerEvents: 'none' }}>
        {places.map((place) => (
          <Marker
            key={`${place.name}|${place.state}`}
            position={[place.latitude, place.longitude]}
            icon={placeIcon(place.name)}
            interactive={false}
            keyboard={false}
          />
        ))}
      </Pane>
    </>
  );
}

const icons = new Map<string, L.DivIcon>();

function placeIcon(name: string): L.DivIcon {
  let icon = icons.get(name);
  if (!icon) {
    const label = document.createElement('span');
    label.className = 'astor-basemap__place';
    // textContent, not HTML: a place name is data.
    label.textContent = name;
    icon = L.divIcon({ className: 'astor-basemap__place-icon', html: label, iconSize: [0, 0] });
    icons.set(name, icon);
  }
  return icon;
}
