import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { MaintenanceStatus } from '@wayfare/contracts/maintenance';
import {
  findNextMaintenanceChange,
  readMaintenanceState,
  type MaintenanceState,
} from '@wayfare/domain/maintenance';
import { maintenanceQueryOptions } from '../../api/site-notice-calls';

export interface LiveMaintenance {
  state: MaintenanceState;
  status: MaintenanceStatus;
}

const toWindow = (status: MaintenanceStatus) =>
  status.window
    ? { startsAt: new Date(status.window.startsAt), endsAt: new Date(status.window.endsAt) }
    : null;

/** The state at `nowMs` of the server's travel clock, from the answer's flags and window. */
export function readLiveMaintenance(status: MaintenanceStatus, nowMs: number): MaintenanceState {
  return readMaintenanceState(
    {
      all: status.portalOff,
      products: status.productsOff,
      window: toWindow(status),
      noticeHours: status.noticeHours,
    },
    new Date(nowMs),
  );
}

/**
 * The portal's maintenance now, on the server's travel clock: polled, and computed again at each
 * of the window's edges (the notice, its start, its end) from the answer's times, so the banner
 * and the booking pause appear and lift without a reload. Null until the first answer (and when
 * it fails: maintenance never blocks a page it cannot confirm).
 */
export function useMaintenance(): LiveMaintenance | null {
  const queryClient = useQueryClient();
  const query = useQuery(maintenanceQueryOptions());
  // When (this browser's time) the state was last looked at: the answer, or an edge passed since.
  const [edgeAt, setEdgeAt] = useState(0);
  const status = query.data;
  const lookedAt = Math.max(query.dataUpdatedAt, edgeAt);
  // The server's travel clock minus this browser's, as of the answer.
  const skewMs = status ? Date.parse(status.now) - query.dataUpdatedAt : 0;

  useEffect(() => {
    if (!status) return;
    const next = findNextMaintenanceChange(
      toWindow(status),
      status.noticeHours,
      new Date(lookedAt + skewMs),
    );
    if (!next) return;
    const delay = Math.max(0, next.getTime() - (lookedAt + skewMs)) + 50;
    // Timers cap at about 24.8 days; a later edge is met by the polls first.
    if (delay > 2_000_000_000) return;
    const timer = setTimeout(() => {
      setEdgeAt(Date.now());
      void queryClient.invalidateQueries({ queryKey: maintenanceQueryOptions().queryKey });
    }, delay);
    return () => clearTimeout(timer);
  }, [status, skewMs, lookedAt, queryClient]);

  if (!status) return null;
  return { status, state: readLiveMaintenance(status, lookedAt + skewMs) };
}
