import { Alert, Badge, Box, Group, Paper, ScrollArea, Select, Stack, Text, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import { formatDateTime, formatNumber } from '../../domain/format';
import { MOTION_STATES, type MotionState } from '../../domain/tracking/history';
import { PageTitle } from '../components/page-title';
import { useApi } from '../lib/api-context';
import { createMap, maplibregl } from './base-map';
import { STATE_COLORS, trackingApi, trackingKeys, type LiveTruck, type PushedPosition } from './tracking-api';
import { usePositionStream } from './use-position-stream';
import './tracking.css';

const MARKER_COLORS: Record<MotionState, string> = { MOVING: '#2f9e44', STOPPED: '#e8590c', OFFLINE: '#868e96', NONE: '#868e96' };

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The popup's lines (text only: no HTML from data). */
function popupContent(truck: LiveTruck, t: Translate, language: string): HTMLElement {
  const box = document.createElement('div');
  box.className = 'lintas-popup';
  box.dataset.testid = `live-popup-${truck.truckId}`;
  const line = (label: string, value: string, strong = false) => {
    const p = document.createElement('div');
    const b = document.createElement(strong ? 'strong' : 'span');
    b.textContent = label;
    p.append(b);
    if (value) p.append(document.createTextNode(` ${value}`));
    box.append(p);
  };
  line(truck.vhPlateNo, '', true);
  line(`${t('tracking.state')}:`, t(`tracking.states.${truck.state}`));
  line(`${t('tracking.speed')}:`, `${formatNumber(truck.speedKmh ?? 0, language, 0)} km/h`);
  if (truck.bearing !== null) line(`${t('tracking.heading')}:`, `${Math.round(truck.bearing)}°`);
  line(`${t('tracking.lastSeen')}:`, `${formatDateTime(truck.fixAt)} WIB`);
  line(`${t('tracking.driver')}:`, truck.driverName ?? '—');
  line(`${t('tracking.job')}:`, truck.jobId ?? '—');
  return box;
}

/**
 * `/administrations/live-monitoring`: every visible truck on a map (clustered at low zoom) and in a side list, moved
 * by the positions the server pushes (server-sent events). Filters: plate, driver or job text; state; with a job.
 */
export function LiveMonitoringPage() {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: trackingKeys.live(),
    queryFn: ({ signal }) => api.get<LiveTruck[]>(trackingApi.live(), { signal }),
    staleTime: Infinity,
  });
  const [search, setSearch] = useState('');
  const [state, setState] = useState<string | null>(null);
  const [job, setJob] = useState<string | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [noMap, setNoMap] = useState(false);

  const status = usePositionStream(
    (p: PushedPosition) => {
      const known = queryClient.getQueryData<LiveTruck[]>(trackingKeys.live());
      if (!known?.some((tr) => tr.truckId === p.truckId)) {
        void queryClient.invalidateQueries({ queryKey: trackingKeys.live() });
        return;
      }
      queryClient.setQueryData<LiveTruck[]>(trackingKeys.live(), (list) =>
        list?.map((tr) =>
          tr.truckId === p.truckId && (!tr.fixAt || tr.fixAt < p.fixAt)
            ? { ...tr, lat: p.lat, lon: p.lon, fixAt: p.fixAt, speedKmh: p.speedKmh, bearing: p.bearing, state: p.state }
            : tr,
        ),
      );
    },
    () => void queryClient.invalidateQueries({ queryKey: trackingKeys.live() }),
  );

  const trucks = useMemo(() => {
    const text = search.trim().toLowerCase();
    return (query.data ?? []).filter(
      (tr) =>
        tr.lat !== null &&
        (!state || tr.state === state) &&
        (!job || (job === 'with' ? tr.jobId !== null : tr.jobId === null)) &&
        (!text || [tr.vhPlateNo, tr.driverName ?? '', tr.jobId ?? ''].some((v) => v.toLowerCase().includes(text))),
    );
  }, [query.data, search, state, job]);

  // The map: created once; its trucks source follows the filtered list; markers are HTML (clusters at low zoom).
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<maplibregl.Map | null>(null);
  const trucksRef = useRef<LiveTruck[]>([]);
  const markers = useRef(new Map<string, maplibregl.Marker>());
  const fitted = useRef(false);
  const tRef = useRef<Translate>(t);
  tRef.current = t;
  const languageRef = useRef(i18n.language);
  languageRef.current = i18n.language;

  useEffect(() => {
    if (!container.current) return;
    const map = createMap(container.current, (m) => {
      m.addSource('trucks', {
        type: 'geojson',
        data: toGeoJson(trucksRef.current),
        cluster: true,
        clusterRadius: 48,
        clusterMaxZoom: 11,
      });
      // An invisible layer so the source's tiles load; the markers are drawn as HTML from its features.
      m.addLayer({ id: 'trucks-hidden', type: 'circle', source: 'trucks', paint: { 'circle-radius': 0, 'circle-opacity': 0 } });
      m.on('render', () => syncMarkers(m));
      fitOnce(m);
      syncMarkers(m);
    });
    if (!map) {
      setNoMap(true);
      return;
    }
    mapRef.current = map;
    const all = markers.current;
    return () => {
      all.forEach((mk) => mk.remove());
      all.clear();
      map.remove();
      mapRef.current = null;
    };
  }, []);

  /** Frames the trucks once, when both the map and the list are in. */
  function fitOnce(map: maplibregl.Map) {
    const list = trucksRef.current;
    if (fitted.current || !list.length) return;
    fitted.current = true;
    const bounds = new maplibregl.LngLatBounds();
    for (const tr of list) bounds.extend([tr.lon!, tr.lat!]);
    map.fitBounds(bounds, { padding: 60, maxZoom: 12, duration: 0 });
  }

  function syncMarkers(map: maplibregl.Map) {
    if (!map.getSource('trucks')) return;
    const seen = new Set<string>();
    for (const f of map.querySourceFeatures('trucks')) {
      const props = f.properties as Record<string, unknown>;
      const [lon, lat] = (f.geometry as GeoJSON.Point).coordinates as [number, number];
      const key = props.cluster ? `cluster-${String(props.cluster_id)}` : String(props.truckId);
      if (seen.has(key)) continue;
      seen.add(key);
      let marker = markers.current.get(key);
      if (props.cluster) {
        if (!marker) {
          const el = document.createElement('button');
          el.type = 'button';
          el.className = 'lintas-cluster';
          el.setAttribute('aria-label', tRef.current('tracking.clusterLabel', { count: props.point_count as number }));
          el.textContent = String(props.point_count);
          el.addEventListener('click', () => map.easeTo({ center: [lon, lat], zoom: map.getZoom() + 2 }));
          marker = new maplibregl.Marker({ element: el }).setLngLat([lon, lat]).addTo(map);
          markers.current.set(key, marker);
        }
        continue;
      }
      const truck = trucksRef.current.find((tr) => tr.truckId === key);
      if (!truck) continue;
      if (!marker) {
        const el = document.createElement('button');
        el.type = 'button';
        el.className = 'lintas-truck';
        el.dataset.testid = `live-marker-${key}`;
        el.innerHTML = '<span class="lintas-truck-arrow"></span><span class="lintas-truck-label"></span>';
        el.addEventListener('click', (e) => {
          e.stopPropagation();
          setSelected(key);
        });
        marker = new maplibregl.Marker({ element: el }).setLngLat([lon, lat]).addTo(map);
        markers.current.set(key, marker);
      }
      const el = marker.getElement();
      marker.setLngLat([truck.lon!, truck.lat!]);
      el.setAttribute('aria-label', `${truck.vhPlateNo} ${tRef.current(`tracking.states.${truck.state}`)}`);
      el.style.setProperty('--truck-color', MARKER_COLORS[truck.state]);
      (el.querySelector('.lintas-truck-label') as HTMLElement).textContent = truck.vhPlateNo;
      (el.querySelector('.lintas-truck-arrow') as HTMLElement).style.transform = `rotate(${truck.bearing ?? 0}deg)`;
    }
    for (const [key, marker] of markers.current)
      if (!seen.has(key)) {
        marker.remove();
        markers.current.delete(key);
      }
  }

  useEffect(() => {
    trucksRef.current = trucks;
    const map = mapRef.current;
    const source = map?.getSource('trucks') as maplibregl.GeoJSONSource | undefined;
    if (!map || !source) return;
    source.setData(toGeoJson(trucks));
    fitOnce(map);
    syncMarkers(map);
  });

  // The selected truck's popup, kept on its truck as it moves.
  const popup = useRef<maplibregl.Popup | null>(null);
  const selectedTruck = trucks.find((tr) => tr.truckId === selected) ?? null;
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !selectedTruck) {
      popup.current?.remove();
      popup.current = null;
      return;
    }
    if (!popup.current) {
      popup.current = new maplibregl.Popup({ offset: 18, closeButton: true, maxWidth: '260px' });
      popup.current.on('close', () => {
        popup.current = null;
        setSelected(null);
      });
    }
    popup.current
      .setLngLat([selectedTruck.lon!, selectedTruck.lat!])
      .setDOMContent(popupContent(selectedTruck, tRef.current, languageRef.current))
      .addTo(map);
  }, [selectedTruck]);

  const focus = (tr: LiveTruck) => {
    setSelected(tr.truckId);
    mapRef.current?.easeTo({ center: [tr.lon!, tr.lat!], zoom: Math.max(mapRef.current.getZoom(), 13) });
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <PageTitle>{t('tracking.live.title')}</PageTitle>
        <Badge
          color={status === 'live' ? 'green' : 'yellow'}
          variant="light"
          data-testid="live-stream-status"
          data-status={status}
        >
          {t(`tracking.live.stream.${status}`)}
        </Badge>
      </Group>
      <Group gap="sm" wrap="wrap" align="flex-end">
        <TextInput
          label={t('common.search')}
          placeholder={t('tracking.live.searchPlaceholder')}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          data-testid="live-search"
          w={240}
        />
        <Select
          label={t('tracking.state')}
          data={MOTION_STATES.filter((s) => s !== 'NONE').map((s) => ({ value: s, label: t(`tracking.states.${s}`) }))}
          value={state}
          onChange={setState}
          clearable
          placeholder={t('tracking.all')}
          data-testid="live-filter-state"
          w={180}
        />
        <Select
          label={t('tracking.job')}
          data={[
            { value: 'with', label: t('tracking.live.withJob') },
            { value: 'without', label: t('tracking.live.withoutJob') },
          ]}
          value={job}
          onChange={setJob}
          clearable
          placeholder={t('tracking.all')}
          data-testid="live-filter-job"
          w={180}
        />
      </Group>
      {query.isError && <Alert color="red">{t('errors.generic')}</Alert>}
      <div className="lintas-monitor">
        <Paper withBorder className="lintas-map-box">
          {noMap ? (
            <Text p="md" c="dimmed" data-testid="live-no-map">
              {t('tracking.noMap')}
            </Text>
          ) : (
            <div
              ref={container}
              className="lintas-map"
              data-testid="live-map"
              aria-label={t('tracking.live.mapLabel')}
              role="region"
            />
          )}
        </Paper>
        <Paper withBorder className="lintas-side">
          <Text size="sm" fw={600} p="xs" data-testid="live-count">
            {t('tracking.live.count', { count: trucks.length })}
          </Text>
          <ScrollArea.Autosize mah={520}>
            <Box component="ul" className="lintas-truck-list" data-testid="live-trucks">
              {trucks.map((tr) => (
                <li
                  key={tr.truckId}
                  data-testid={`live-truck-${tr.truckId}`}
                  data-lat={tr.lat!.toFixed(5)}
                  data-lon={tr.lon!.toFixed(5)}
                  data-fix={tr.fixAt ?? ''}
                  data-state={tr.state}
                  aria-current={selected === tr.truckId ? 'true' : undefined}
                >
                  <button type="button" onClick={() => focus(tr)} className="lintas-truck-row">
                    <Group justify="space-between" gap={4} wrap="nowrap">
                      <Text fw={600} size="sm">
                        {tr.vhPlateNo}
                      </Text>
                      <Badge size="sm" variant="light" color={STATE_COLORS[tr.state]}>
                        {t(`tracking.states.${tr.state}`)}
                      </Badge>
                    </Group>
                    <Text size="xs" c="dimmed">
                      {formatNumber(tr.speedKmh ?? 0, i18n.language, 0)} km/h · {formatDateTime(tr.fixAt)} WIB
                    </Text>
                    <Text size="xs" c="dimmed">
                      {tr.driverName ?? t('tracking.noDriver')}
                      {tr.jobId ? ` · ${tr.jobId}` : ''}
                    </Text>
                  </button>
                </li>
              ))}
            </Box>
            {!query.isPending && trucks.length === 0 && (
              <Text size="sm" c="dimmed" p="xs" data-testid="live-empty">
                {t('tracking.live.empty')}
              </Text>
            )}
          </ScrollArea.Autosize>
        </Paper>
      </div>
    </Stack>
  );
}

function toGeoJson(trucks: LiveTruck[]): GeoJSON.FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: trucks.map((tr) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [tr.lon!, tr.lat!] },
      properties: { truckId: tr.truckId },
    })),
  };
}
