import { ActionIcon, Alert, Button, Group, NumberInput, Paper, Select, Slider, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import { DayInput } from '../components/form/date-inputs';
import { useSearchParams } from '../lib/router';
import { formatDate, formatDateTimeWithSeconds, formatNumber } from '../../domain/format';
import { PageTitle } from '../components/page-title';
import { DownloadButton } from '../components/download-button';
import { useApi } from '../lib/api-context';
import { errorMessage } from '../lib/error-message';
import { createMap, maplibregl } from './base-map';
import { trackingApi, trackingKeys, type LiveTruck, type RouteHistory } from './tracking-api';
import './tracking.css';

/** A WIB day as the ISO range the API takes. */
export function wibDayRange(day: string): { from: string; to: string } {
  const start = new Date(`${day}T00:00:00+07:00`);
  return { from: `${day}T00:00:00+07:00`, to: new Date(start.getTime() + 86_400_000).toISOString() };
}

/**
 * `/administrations/historical-monitoring`: one truck's route of a day (WIB) on the map, replayed with a timeline
 * slider, its stops (stationary N minutes) and distance; exported as GPX or CSV.
 */
export function HistoricalMonitoringPage() {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const [params, setParams] = useSearchParams();
  const truckId = params.get('truckId');
  // A day (WIB), or without one the last 24 hours (from when the screen opened).
  const day = params.get('day');
  const [openedAt] = useState(() => Date.now());
  const stopMinutes = Number(params.get('stopMinutes') ?? 10) || 10;
  const set = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch))
      if (v) next.set(k, v);
      else next.delete(k);
    setParams(next, { replace: true });
  };

  const trucks = useQuery({
    queryKey: trackingKeys.live(),
    queryFn: ({ signal }) => api.get<LiveTruck[]>(trackingApi.live(), { signal }),
  });
  const range = day
    ? wibDayRange(day)
    : { from: new Date(openedAt - 86_400_000).toISOString(), to: new Date(openedAt + 60_000).toISOString() };
  const query = { truckId: truckId ?? '', ...range, stopMinutes };
  const route = useQuery({
    queryKey: trackingKeys.history(query),
    queryFn: ({ signal }) => api.get<RouteHistory>(trackingApi.history(), { query, signal }),
    enabled: Boolean(truckId),
  });
  const points = useMemo(() => route.data?.points ?? [], [route.data]);
  const [picked, setIndex] = useState<number | null>(null);
  const [playing, setPlaying] = useState(false);
  // A new route starts at its end (the truck's last position), not playing.
  const [shown, setShown] = useState(route.data);
  if (shown !== route.data) {
    setShown(route.data);
    setIndex(null);
    setPlaying(false);
  }
  const index = Math.min(picked ?? points.length - 1, Math.max(0, points.length - 1));
  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => {
      setIndex((i) => {
        if (i === null || i >= points.length - 1) {
          setPlaying(false);
          return i;
        }
        return i + 1;
      });
    }, 120);
    return () => clearInterval(timer);
  }, [playing, points.length]);

  // The map: the route as a line, the stops, the replay's marker.
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<maplibregl.Map | null>(null);
  const [mapReady, setMapReady] = useState(false);
  const [noMap, setNoMap] = useState(false);
  const replay = useRef<maplibregl.Marker | null>(null);
  const stopMarkers = useRef<maplibregl.Marker[]>([]);
  useEffect(() => {
    if (!container.current) return;
    const map = createMap(container.current, (m) => {
      m.addSource('route', { type: 'geojson', data: { type: 'FeatureCollection', features: [] } });
      m.addLayer({ id: 'route', type: 'line', source: 'route', paint: { 'line-color': '#1c7ed6', 'line-width': 3 } });
      setMapReady(true);
    });
    if (!map) {
      setNoMap(true);
      return;
    }
    mapRef.current = map;
    return () => {
      map.remove();
      mapRef.current = null;
    };
  }, []);
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !mapReady) return;
    const coords = points.map((p) => [p.lon, p.lat] as [number, number]);
    (map.getSource('route') as maplibregl.GeoJSONSource).setData({
      type: 'Feature',
      properties: {},
      geometry: { type: 'LineString', coordinates: coords },
    });
    stopMarkers.current.forEach((m) => m.remove());
    stopMarkers.current = (route.data?.stops ?? []).map((s) => {
      const el = document.createElement('div');
      el.className = 'lintas-stop';
      el.title = `${t('tracking.history.stop')} ${s.minutes} min`;
      return new maplibregl.Marker({ element: el }).setLngLat([s.lon, s.lat]).addTo(map);
    });
    if (coords.length) {
      const bounds = new maplibregl.LngLatBounds();
      coords.forEach((c) => bounds.extend(c));
      map.fitBounds(bounds, { padding: 50, maxZoom: 14, duration: 0 });
    }
  }, [points, route.data, mapReady, t]);
  const current = points[index];
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !mapReady || !current) {
      replay.current?.remove();
      replay.current = null;
      return;
    }
    if (!replay.current) {
      const el = document.createElement('div');
      el.className = 'lintas-replay';
      replay.current = new maplibregl.Marker({ element: el });
    }
    replay.current.setLngLat([current.lon, current.lat]).addTo(map);
  }, [current, mapReady]);

  const number = (n: number, digits = 1) => formatNumber(n, i18n.language, digits);
  const exportQuery = (format: 'gpx' | 'csv') => ({ ...query, format });
  const fileName = (format: string) =>
    `route-${route.data?.vhPlateNo.replace(/\s+/g, '') ?? 'truck'}-${range.from.slice(0, 10)}.${format}`;

  return (
    <Stack gap="sm">
      <PageTitle>{t('tracking.history.title')}</PageTitle>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t('tracking.truck')}
          placeholder={t('tracking.history.chooseTruck')}
          data={(trucks.data ?? []).map((tr) => ({ value: tr.truckId, label: tr.vhPlateNo }))}
          value={truckId}
          onChange={(v) => set({ truckId: v })}
          searchable
          data-testid="history-truck"
          w={220}
        />
        <DayInput
          label={t('tracking.history.day')}
          value={day ?? ''}
          onChange={(next) => set({ day: next || null })}
          description={day ? undefined : t('tracking.history.last24hHint')}
          data-testid="history-day"
          w={170}
        />
        <NumberInput
          label={t('tracking.history.stopMinutes')}
          value={stopMinutes}
          min={1}
          max={720}
          onChange={(v) => set({ stopMinutes: v === '' ? null : String(v) })}
          data-testid="history-stop-minutes"
          w={150}
        />
        {route.data && (
          <Group gap="xs">
            <DownloadButton
              variant="light"
              fetchFile={(client) => client.download(trackingApi.historyExport(), { query: exportQuery('gpx') })}
              fallbackName={fileName('gpx')}
              testId="history-gpx"
            >
              GPX
            </DownloadButton>
            <DownloadButton
              variant="light"
              fetchFile={(client) => client.download(trackingApi.historyExport(), { query: exportQuery('csv') })}
              fallbackName={fileName('csv')}
              testId="history-csv"
            >
              CSV
            </DownloadButton>
          </Group>
        )}
      </Group>
      {route.isError && <Alert color="red">{errorMessage(route.error, t)}</Alert>}
      {!truckId && (
        <Text c="dimmed" size="sm">
          {t('tracking.history.hint')}
        </Text>
      )}
      {route.data && (
        <Group gap="lg" data-testid="history-summary">
          <Text size="sm">
            {t('tracking.history.distance')}: <strong data-testid="history-distance">{number(route.data.distanceKm)} km</strong>
          </Text>
          <Text size="sm">
            {t('tracking.history.points')}: <strong data-testid="history-points">{number(points.length, 0)}</strong>
          </Text>
          <Text size="sm">
            {t('tracking.history.stops')}: <strong data-testid="history-stop-count">{route.data.stops.length}</strong>
          </Text>
          <Text size="sm" c="dimmed">
            {day ? `${formatDate(range.from)} WIB` : t('tracking.history.last24h')}
          </Text>
        </Group>
      )}
      <div className="lintas-monitor">
        <Paper withBorder className="lintas-map-box">
          {noMap ? (
            <Text p="md" c="dimmed">
              {t('tracking.noMap')}
            </Text>
          ) : (
            <div
              ref={container}
              className="lintas-map"
              data-testid="history-map"
              role="region"
              aria-label={t('tracking.history.mapLabel')}
            />
          )}
        </Paper>
        <Paper withBorder p="xs" className="lintas-side">
          <Text size="sm" fw={600}>
            {t('tracking.history.stops')}
          </Text>
          {route.data && route.data.stops.length === 0 && (
            <Text size="xs" c="dimmed">
              {t('tracking.history.noStops')}
            </Text>
          )}
          {route.data && route.data.stops.length > 0 && (
            <Table fz="xs" data-testid="history-stops">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('tracking.history.from')}</Table.Th>
                  <Table.Th>{t('tracking.history.minutes')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {route.data.stops.map((s) => (
                  <Table.Tr key={s.from} onClick={() => setIndex(s.first)} style={{ cursor: 'pointer' }}>
                    <Table.Td>{formatDateTimeWithSeconds(s.from).slice(11, 16)} WIB</Table.Td>
                    <Table.Td>{s.minutes}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Paper>
      </div>
      {points.length > 0 && current && (
        <Paper withBorder p="sm">
          <Group gap="sm" wrap="nowrap" align="center">
            <ActionIcon
              variant="filled"
              onClick={() => {
                if (index >= points.length - 1) setIndex(0);
                setPlaying((p) => !p);
              }}
              aria-label={playing ? t('tracking.history.pause') : t('tracking.history.play')}
              data-testid="history-play"
            >
              {playing ? '❚❚' : '▶'}
            </ActionIcon>
            <Slider
              style={{ flex: 1 }}
              min={0}
              max={points.length - 1}
              value={index}
              onChange={setIndex}
              label={null}
              thumbLabel={t('tracking.history.timeline')}
              data-testid="history-slider"
            />
          </Group>
          <Text size="sm" mt="xs" data-testid="history-current" data-index={index}>
            {formatDateTimeWithSeconds(current.at)} WIB · {number(current.speedKmh ?? 0, 0)} km/h · {current.lat.toFixed(5)},{' '}
            {current.lon.toFixed(5)}
          </Text>
        </Paper>
      )}
      {route.data?.truncated && <Alert color="yellow">{t('tracking.history.truncated')}</Alert>}
      {route.isFetching && !route.data && truckId && <Button loading variant="subtle" />}
    </Stack>
  );
}
