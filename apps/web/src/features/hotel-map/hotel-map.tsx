import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { usePortal } from '../../tenant/portal-context';
import type { MapBox } from './map-geometry';
import type { MapMarker } from './offline-style';
import './hotel-map.css';

export interface HotelMapProps {
  /** The map's accessible name ("Map of hotels in Paris"). */
  label: string;
  markers: readonly MapMarker[];
  selectedId?: string | null;
  onSelect?: (id: string | null) => void;
  /** The popup card for the selected marker (name, price, link, heart). */
  renderPopup?: (id: string) => ReactNode;
  /**
   * Where the map looks: it fits `box` (or, without one, the markers once there are some) each
   * time `key` changes, and otherwise stays where the person moved it.
   */
  fit: { key: string; box: MapBox | null };
  /** The area the person panned or zoomed to (never called for the map's own fitting). */
  onUserMove?: (view: MapBox) => void;
  /** A picture of where things are: no panning, zooming or buttons (the hotel page). */
  isStatic?: boolean;
  /** Drawn over the map, top centre: "Search this area". */
  overlay?: ReactNode;
  className?: string;
}

type CanvasModule = {
  HotelMapCanvas: ComponentType<HotelMapProps & { styleUrl?: string | null }>;
};
let canvasModule: Promise<CanvasModule> | null = null;

/**
 * The map, loaded when it is first shown: MapLibre, its worker and the Natural Earth shapes are
 * a chunk of their own, so pages that only might show a map don't pay for it. MAP_STYLE_URL (in
 * the boot meta) replaces the offline style with a tile server's.
 */
export function HotelMap(props: HotelMapProps) {
  const intl = useIntl();
  const { boot } = usePortal();
  const [loaded, setLoaded] = useState<CanvasModule | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let isCurrent = true;
    canvasModule ??= import('./hotel-map-canvas');
    canvasModule.then(
      (module) => {
        if (isCurrent) setLoaded(module);
      },
      () => {
        canvasModule = null;
        if (isCurrent) setFailed(true);
      },
    );
    return () => {
      isCurrent = false;
    };
  }, []);
  const className = `wf-map ${props.className ?? ''}`;
  if (loaded) return <loaded.HotelMapCanvas {...props} styleUrl={boot.mapStyleUrl ?? null} />;
  return (
    <div
      className={className}
      data-state={failed ? 'failed' : 'loading'}
      role="region"
      aria-label={props.label}
    >
      <p className="wf-map-message" role={failed ? 'alert' : 'status'}>
        {intl.formatMessage({ id: failed ? 'hotelMap.failed' : 'hotelMap.loading' })}
      </p>
    </div>
  );
}
