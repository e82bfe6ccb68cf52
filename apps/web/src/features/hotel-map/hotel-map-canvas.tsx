import {
  AttributionControl,
  Map as MapLibreMap,
  Marker,
  NavigationControl,
  Popup,
  setWorkerUrl,
  type GeoJSONSource,
  type MapLibreEvent,
  type StyleSpecification,
} from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import worldAtlasUrl from 'world-atlas/countries-50m.json?url';
import type { OfflineMapData } from '@wayfare/contracts/hotel-shop';
import { requestJson } from '../../api/http-client';
import type { HotelMapProps } from './hotel-map';
import { computePointsBox, toLngLatBounds } from './map-geometry';
import {
  buildMarkerCollection,
  buildOfflineStyle,
  convertOfflineMapData,
  convertWorldAtlas,
  type DetailShapes,
  type MarkerProperties,
  type WorldAtlasTopology,
  type WorldShapes,
} from './offline-style';
import { drawPlaceLabel } from './place-labels';
import { formatClusterCount } from './price-pill';

// Bundled, MapLibre would look for its worker beside its own module; it is an asset of ours.
setWorkerUrl(workerUrl);

const SOURCE_ID = 'hotels';
/** Pills closer than this (in pixels) gather into one "12 hotels" bubble until zoomed in. */
const CLUSTER_RADIUS_PX = 44;
const CLUSTER_MAX_ZOOM = 15;
const FIT_MAX_ZOOM = 14;
const STATIC_ZOOM = 12;

interface OfflineShapes {
  world: WorldShapes;
  /** Null when the server's detail could not be had: the world's shapes still draw. */
  detail: DetailShapes | null;
  attribution: string;
}

let offline: Promise<OfflineShapes> | null = null;

/**
 * Natural Earth 1:50m (shipped with the web) and the server's 1:10m land and places near the
 * sandbox's hotel cities (GET /map/offline.json), fetched side by side and converted once per page
 * load.
 */
function loadOfflineShapes(): Promise<OfflineShapes> {
  offline ??= Promise.all([
    fetch(worldAtlasUrl).then((response) => {
      if (!response.ok) throw new Error(`world-atlas: HTTP ${response.status}`);
      return response.json() as Promise<WorldAtlasTopology>;
    }),
    requestJson<OfflineMapData>('/map/offline.json', { failureHandling: 'reportOnly' }).catch(
      (error: unknown) => {
        console.warn('map: no detail', error);
        return null;
      },
    ),
  ]).then(([topology, data]) => ({
    world: convertWorldAtlas(topology),
    detail: data ? convertOfflineMapData(data) : null,
    attribution: data?.attribution ?? 'Natural Earth',
  }));
  offline.catch(() => {
    offline = null;
  });
  return offline;
}

/** The style the map draws: MAP_STYLE_URL's (a tile server's) when set, else the offline one. */
function loadStyle(styleUrl: string | null): Promise<string | StyleSpecification> {
  if (styleUrl) return Promise.resolve(styleUrl);
  return loadOfflineShapes().then((shapes) =>
    buildOfflineStyle(shapes.world, shapes.detail, shapes.attribution),
  );
}

/** Moves the person made (drag, wheel, keys, buttons) carry the DOM event; our own fits don't. */
function isPersonMove(event: MapLibreEvent): boolean {
  return 'originalEvent' in event && event.originalEvent !== undefined;
}

interface ShownMarker {
  marker: Marker;
  element: HTMLElement;
  hotelId: string | null;
}

/** The MapLibre map itself; see HotelMap for what the props mean. */
export function HotelMapCanvas({
  label,
  markers,
  selectedId = null,
  onSelect,
  renderPopup,
  fit,
  onUserMove,
  isStatic = false,
  overlay,
  className,
  styleUrl = null,
}: HotelMapProps & { styleUrl?: string | null }) {
  const intl = useIntl();
  const containerRef = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const [failure, setFailure] = useState(false);
  const shown = useRef(new Map<string, ShownMarker>());
  // The map's own listeners read the newest props through this, not the first render's.
  const latest = useRef({ onSelect, onUserMove, selectedId, isStatic, intl });
  useLayoutEffect(() => {
    latest.current = { onSelect, onUserMove, selectedId, isStatic, intl };
  });
  const popupNode = useMemo(() => document.createElement('div'), []);

  // Create the map once the shapes are here; it lives as long as this component.
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let created: MapLibreMap | null = null;
    let isCurrent = true;
    const markersShown = shown.current;
    loadStyle(styleUrl)
      .then((style) => {
        if (!isCurrent) return;
        const { intl: i } = latest.current;
        created = new MapLibreMap({
          container,
          style,
          center: [0, 20],
          zoom: 1.5,
          minZoom: 2,
          maxZoom: 17,
          interactive: !isStatic,
          dragRotate: false,
          pitchWithRotate: false,
          touchPitch: false,
          attributionControl: false,
          locale: {
            'Map.Title': i.formatMessage({
              id: isStatic ? 'hotelMap.label.static' : 'hotelMap.keys',
            }),
            'NavigationControl.ZoomIn': i.formatMessage({ id: 'hotelMap.zoomIn' }),
            'NavigationControl.ZoomOut': i.formatMessage({ id: 'hotelMap.zoomOut' }),
            'Popup.Close': i.formatMessage({ id: 'hotelMap.closePopup' }),
          },
        });
        created.addControl(new AttributionControl({ compact: false }), 'bottom-right');
        if (!isStatic) {
          created.touchZoomRotate.disableRotation();
          created.keyboard.disableRotation();
          created.addControl(new NavigationControl({ showCompass: false }), 'top-right');
        }
        const ready = created;
        // Place labels are pictures the page draws when the map first needs each one.
        ready.setMissingStyleImageResolver((id) => {
          if (ready.hasImage(id)) return;
          const pixelRatio = window.devicePixelRatio || 1;
          const image = drawPlaceLabel(id, pixelRatio);
          if (image) ready.addImage(id, image, { pixelRatio });
        });
        // The hotels' source can join as soon as the style is read, before the land is drawn.
        ready.once('style.load', () => {
          ready.addSource(SOURCE_ID, {
            type: 'geojson',
            data: buildMarkerCollection([]),
            cluster: !isStatic,
            clusterRadius: CLUSTER_RADIUS_PX,
            clusterMaxZoom: CLUSTER_MAX_ZOOM,
          });
          // Invisible: the source's tiles load only for a layer, and the pills are HTML.
          ready.addLayer({
            id: 'hotels-anchor',
            type: 'circle',
            source: SOURCE_ID,
            paint: { 'circle-radius': 1, 'circle-opacity': 0 },
          });
          setMap(ready);
        });
        ready.on('error', (event) => console.warn('map:', event.error.message));
      })
      .catch((error: unknown) => {
        // No WebGL, or the shapes failed to load: the list is still there.
        console.warn('map:', error);
        if (isCurrent) setFailure(true);
      });
    return () => {
      isCurrent = false;
      for (const entry of markersShown.values()) entry.marker.remove();
      markersShown.clear();
      created?.remove();
    };
    // The map is made once; label and mode changes don't rebuild it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Pills and bubbles for what the clustered source holds where the map looks.
  useEffect(() => {
    if (!map) return;
    const source = map.getSource<GeoJSONSource>(SOURCE_ID);
    const sync = () => {
      if (!source || !map.isSourceLoaded(SOURCE_ID)) return;
      const { intl: i, isStatic: still } = latest.current;
      const seen = new Set<string>();
      for (const feature of map.querySourceFeatures(SOURCE_ID)) {
        if (feature.geometry.type !== 'Point') continue;
        const [lon = 0, lat = 0] = feature.geometry.coordinates;
        const props = feature.properties as Partial<MarkerProperties> & {
          cluster?: boolean;
          cluster_id?: number;
          point_count?: number;
        };
        const isCluster = props.cluster === true;
        const key = isCluster
          ? `c:${props.cluster_id}:${props.point_count}:${lon.toFixed(5)},${lat.toFixed(5)}`
          : `h:${props.id}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const existing = shown.current.get(key);
        if (existing) {
          existing.marker.setLngLat([lon, lat]);
          continue;
        }
        const element = document.createElement(still ? 'span' : 'button');
        if (element instanceof HTMLButtonElement) element.type = 'button';
        if (isCluster) {
          const count = props.point_count ?? 0;
          element.className = 'wf-map-cluster';
          element.textContent = formatClusterCount(i.locale, count);
          element.setAttribute(
            'aria-label',
            i.formatMessage({ id: 'hotelMap.cluster' }, { count }),
          );
          element.addEventListener('click', (event) => {
            event.stopPropagation();
            const clusterId = props.cluster_id;
            if (clusterId === undefined) return;
            void source.getClusterExpansionZoom(clusterId).then((zoom) => {
              map.easeTo({ center: [lon, lat], zoom }, { originalEvent: event });
            });
          });
        } else {
          const id = props.id ?? '';
          element.className = 'wf-map-pill';
          element.textContent = props.label ?? '';
          if (still) {
            element.setAttribute('aria-hidden', 'true');
          } else {
            element.setAttribute('aria-label', `${props.name ?? ''}, ${props.label ?? ''}`);
            element.setAttribute('aria-pressed', String(latest.current.selectedId === id));
            element.addEventListener('click', (event) => {
              event.stopPropagation();
              latest.current.onSelect?.(id);
            });
          }
          if (latest.current.selectedId === id) element.dataset.selected = 'true';
        }
        const marker = new Marker({ element, anchor: 'center' }).setLngLat([lon, lat]).addTo(map);
        shown.current.set(key, { marker, element, hotelId: isCluster ? null : (props.id ?? '') });
      }
      for (const [key, entry] of shown.current) {
        if (seen.has(key)) continue;
        entry.marker.remove();
        shown.current.delete(key);
      }
    };
    const onSourceData = (event: { sourceId?: string; isSourceLoaded?: boolean }) => {
      if (event.sourceId === SOURCE_ID && event.isSourceLoaded) sync();
    };
    const onMoveEnd = (event: MapLibreEvent) => {
      sync();
      if (!isPersonMove(event)) return;
      const bounds = map.getBounds();
      latest.current.onUserMove?.({
        minLat: bounds.getSouth(),
        minLon: bounds.getWest(),
        maxLat: bounds.getNorth(),
        maxLon: bounds.getEast(),
      });
    };
    map.on('sourcedata', onSourceData);
    map.on('moveend', onMoveEnd);
    return () => {
      map.off('sourcedata', onSourceData);
      map.off('moveend', onMoveEnd);
    };
  }, [map]);

  // New hotels: new data for the source (pills follow through 'sourcedata').
  useEffect(() => {
    void map?.getSource<GeoJSONSource>(SOURCE_ID)?.setData(buildMarkerCollection(markers));
  }, [map, markers]);

  // Fit the place (or the area of a deep link) when asked to, once there is something to fit.
  const fitted = useRef<string | null>(null);
  useEffect(() => {
    if (!map || fitted.current === fit.key) return;
    const box = fit.box ?? computePointsBox(markers);
    if (!box) return;
    fitted.current = fit.key;
    if (isStatic && markers.length === 1 && markers[0]) {
      map.jumpTo({ center: [markers[0].lon, markers[0].lat], zoom: STATIC_ZOOM });
      return;
    }
    map.fitBounds(toLngLatBounds(box), {
      padding: fit.box ? 0 : 48,
      maxZoom: FIT_MAX_ZOOM,
      animate: false,
    });
  }, [map, fit.key, fit.box, markers, isStatic]);

  // The selected pill stands out, and its popup card opens beside it.
  const selected = markers.find((m) => m.id === selectedId) ?? null;
  const hasPopup = selected !== null && renderPopup !== undefined;
  const popupAt = selected ? { lat: selected.lat, lon: selected.lon } : null;
  useEffect(() => {
    for (const entry of shown.current.values()) {
      if (entry.hotelId === null) continue;
      const isSelected = entry.hotelId === selectedId;
      if (isSelected) entry.element.dataset.selected = 'true';
      else delete entry.element.dataset.selected;
      if (!isStatic) entry.element.setAttribute('aria-pressed', String(isSelected));
    }
  }, [selectedId, isStatic, map]);
  useEffect(() => {
    if (!map || !hasPopup || !popupAt) return;
    const popup = new Popup({ offset: 18, maxWidth: '280px', className: 'wf-map-popup' })
      .setLngLat([popupAt.lon, popupAt.lat])
      .setDOMContent(popupNode)
      .addTo(map);
    let isClosedByUs = false;
    popup.on('close', () => {
      if (!isClosedByUs) latest.current.onSelect?.(null);
    });
    return () => {
      isClosedByUs = true;
      popup.remove();
    };
    // Only a new place for the card reopens it, not a new markers array.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, hasPopup, selectedId, popupAt?.lat, popupAt?.lon, popupNode]);

  return (
    <div
      className={`wf-map ${className ?? ''}`}
      data-static={isStatic || undefined}
      role="region"
      aria-label={label}
    >
      <div ref={containerRef} className="wf-map-canvas" />
      {failure ? (
        <p className="wf-map-message" role="alert">
          {intl.formatMessage({ id: 'hotelMap.failed' })}
        </p>
      ) : null}
      {overlay ? <div className="wf-map-overlay">{overlay}</div> : null}
      {selected && renderPopup ? createPortal(renderPopup(selected.id), popupNode) : null}
    </div>
  );
}
