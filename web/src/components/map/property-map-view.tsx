import { useEffect, useEffectEvent, useMemo } from 'react';
import L from 'leaflet';
import { MapContainer, Marker, Popup, TileLayer, useMap } from 'react-leaflet';
import MarkerClusterGroup from 'react-leaflet-cluster';
import { usePublicConfig } from '@/lib/queries/public-config';
import 'leaflet/dist/leaflet.css';
import 'react-leaflet-cluster/dist/assets/MarkerCluster.css';
import 'react-leaflet-cluster/dist/assets/MarkerCluster.Default.css';
import './property-map.css';
import { OfflineBasemap } from './basemap/offline-basemap';
import {
  describeMapPopup,
  describePinPrecision,
  toMapCoordinates,
  toMapPoints,
  type MapPoint,
} from './map-points';
import type { PropertyMapProps } from './property-map';

// docs/product.md#interface-timings-and-sizes: cluster grid size 50 (a cluster needs 2 markers, the library's
// rule), fit padding 50, zoom 16 on a marker click, info window max width 320.
const CLUSTER_RADIUS_PX = 50;
const FIT_PADDING_PX = 50;
const MARKER_ZOOM = 16;
const POPUP_MAX_WIDTH = 320;
// Without tiles Leaflet has no zoom limit of its own; OSM serves up to 19.
const MAX_ZOOM = 19;
const CONTIGUOUS_US_CENTER: L.LatLngTuple = [39.8, -98.6];

// A CSS marker: Leaflet's default image icons break under bundlers, and this one needs no network.
const markerIcon = L.divIcon({
  className: 'astor-marker',
  html: '<span class="astor-marker__pin"></span>',
  iconSize: [28, 36],
  iconAnchor: [14, 34],
  popupAnchor: [0, -30],
});
// A pin at a ZIP code area's or a city's centre looks unsure: hollow, until someone places it.
const approximateMarkerIcon = L.divIcon({
  ...markerIcon.options,
  className: 'astor-marker astor-marker--approximate',
});

export default function PropertyMapView({ properties, onSelect, onMove }: Omit<PropertyMapProps, 'height'>) {
  const points = useMemo(() => toMapPoints(properties), [properties]);
  const first = points[0];
  // Tiles come from the server's settings (none unless MAP_TILE_URL is set); the bundled basemap lies
  // beneath them and shows wherever they do not load.
  const tiles = usePublicConfig().data?.map;
  return (
    <MapContainer
      className="astor-map h-full w-full"
      center={first ? [first.latitude, first.longitude] : CONTIGUOUS_US_CENTER}
      zoom={first ? 12 : 4}
      maxZoom={MAX_ZOOM}
      scrollWheelZoom={false}
    >
      <OfflineBasemap />
      {tiles?.tile_url && (
        <TileLayer url={tiles.tile_url} attribution={tiles.attribution} maxZoom={MAX_ZOOM} />
      )}
      <MarkerClusterGroup maxClusterRadius={CLUSTER_RADIUS_PX} chunkedLoading>
        {points.map((point) => (
          <PropertyMarker key={point.property.id} point={point} onSelect={onSelect} onMove={onMove} />
        ))}
      </MarkerClusterGroup>
      <FitToMarkers points={points} />
    </MapContainer>
  );
}

function PropertyMarker({
  point,
  onSelect,
  onMove,
}: { point: MapPoint } & Pick<PropertyMapProps, 'onSelect' | 'onMove'>) {
  const map = useMap();
  const { property } = point;
  const precision = describePinPrecision(property, onMove !== undefined);
  return (
    <Marker
      position={[point.latitude, point.longitude]}
      icon={property.location_approximate ? approximateMarkerIcon : markerIcon}
      title={property.address}
      draggable={onMove !== undefined}
      eventHandlers={{
        // docs/product.md#map-of-properties: a marker click pans, zooms to 16 and opens the info window
        // (bound to the click).
        click: (event) => map.setView(event.latlng, MARKER_ZOOM),
        // docs/product.md#map-of-properties: a pin dropped elsewhere is saved there; if saving fails it goes back.
        dragend: (event) => {
          const marker = event.target as L.Marker;
          onMove?.(property.id, toMapCoordinates(marker.getLatLng())).catch(() =>
            marker.setLatLng([point.latitude, point.longitude]),
          );
        },
      }}
    >
      <Popup maxWidth={POPUP_MAX_WIDTH}>
        <div className="astor-popup">
          <p className="astor-popup__address">{property.address}</p>
          {precision && <p className="astor-popup__precision">{precision}</p>}
          <dl>
            {describeMapPopup(property).map((row) => (
              <div key={row.label}>
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
          {onSelect && (
            <button type="button" className="astor-popup__action" onClick={() => onSelect(property.id)}>
              View details
            </button>
          )}
        </div>
      </Popup>
    </Marker>
  );
}

/**
 * Fits the view to every marker whenever the set of properties shown changes (not on every render, and not
 * when a pin is moved: the view stays where the user dropped it).
 */
function FitToMarkers({ points }: { points: MapPoint[] }) {
  const map = useMap();
  const placesKey = points.map((point) => point.property.id).join(';');
  const fit = useEffectEvent(() => {
    if (points.length === 0) return;
    const bounds = L.latLngBounds(points.map((point) => [point.latitude, point.longitude]));
    map.fitBounds(bounds, { padding: [FIT_PADDING_PX, FIT_PADDING_PX], maxZoom: MARKER_ZOOM });
  });
  useEffect(() => {
    fit();
  }, [placesKey]);
  return null;
}
