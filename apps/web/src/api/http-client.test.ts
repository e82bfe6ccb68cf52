import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdLowPriorityCalls } from './call-timing';
import { requestJson } from './http-client';

/** A fetch whose answers the test releases one by one, recording the order calls were sent. */
function createFetch() {
  const sent: string[] = [];
  const pending = new Map<string, () => void>();
  const fetch = vi.fn((url: string, init: RequestInit) => {
    sent.push(`${url} ${init.priority ?? ''}`.trim());
    return new Promise<Response>((resolve) => {
      pending.set(url, () => resolve(new Response('{}', { status: 200 })));
    });
  });
  const answer = (url: string) => {
    pending.get(url)?.();
    pending.delete(url);
  };
  return { fetch, sent, answer };
}

/** Frames and idle moments the test runs by hand. */
function createFrames() {
  let frames: FrameRequestCallback[] = [];
  let idle: IdleRequestCallback[] = [];
  return {
    requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(callback),
    requestIdleCallback: (callback: IdleRequestCallback) => idle.push(callback),
    /** Paints one frame, then lets queued tasks run. */
    async paint() {
      const due = frames;
      frames = [];
      for (const callback of due) callback(0);
      await vi.advanceTimersByTimeAsync(0);
    },
    async goIdle() {
      const due = idle;
      idle = [];
      for (const callback of due) callback({ didTimeout: false, timeRemaining: () => 10 });
      await vi.advanceTimersByTimeAsync(0);
    },
  };
}

describe('requestJson timing', () => {
  let frames: ReturnType<typeof createFrames>;
  let network: ReturnType<typeof createFetch>;

  beforeEach(() => {
    vi.useFakeTimers();
    frames = createFrames();
    network = createFetch();
    vi.stubGlobal('fetch', network.fetch);
    vi.stubGlobal('requestAnimationFrame', frames.requestAnimationFrame);
    vi.stubGlobal('requestIdleCallback', frames.requestIdleCallback);
    vi.stubGlobal('document', { cookie: '', visibilityState: 'visible' });
    holdLowPriorityCalls(Promise.resolve());
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('sends a page’s own call at once and a settled call, at low priority, only after it has answered and the page is idle', async () => {
    void requestJson('/trips');
    void requestJson('/maintenance', { timing: 'whenSettled' });
    await vi.advanceTimersByTimeAsync(0);
    expect(network.sent).toEqual(['/api/v0/trips auto']);

    network.answer('/api/v0/trips');
    await vi.advanceTimersByTimeAsync(0);
    expect(network.sent).toHaveLength(1);
    await frames.goIdle();
    expect(network.sent).toEqual(['/api/v0/trips auto', '/api/v0/maintenance low']);
  });

  it('waits again when the page sends more calls before it is idle', async () => {
    void requestJson('/trips');
    void requestJson('/takeovers', { timing: 'whenSettled' });
    network.answer('/api/v0/trips');
    await vi.advanceTimersByTimeAsync(0);
    // Rendering the answer asks for the next call before the page goes idle.
    void requestJson('/watches');
    await frames.goIdle();
    expect(network.sent).toEqual(['/api/v0/trips auto', '/api/v0/watches auto']);
    network.answer('/api/v0/watches');
    await vi.advanceTimersByTimeAsync(0);
    await frames.goIdle();
    expect(network.sent.at(-1)).toBe('/api/v0/takeovers low');
  });

  it('holds settled calls until the first page has loaded, and never longer than two seconds', async () => {
    let loaded: () => void = () => undefined;
    holdLowPriorityCalls(
      new Promise<void>((resolve) => {
        loaded = resolve;
      }),
    );
    void requestJson('/experiments/active', { method: 'PUT', timing: 'whenSettled' });
    await frames.goIdle();
    expect(network.sent).toEqual([]);
    loaded();
    await vi.advanceTimersByTimeAsync(0);
    await frames.goIdle();
    expect(network.sent).toEqual(['/api/v0/experiments/active low']);

    holdLowPriorityCalls(new Promise<void>(() => undefined));
    void requestJson('/maintenance', { timing: 'whenSettled' });
    await vi.advanceTimersByTimeAsync(1_999);
    expect(network.sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(network.sent.at(-1)).toBe('/api/v0/maintenance low');
  });

  it('sends an after-paint call once two frames have been painted and the page is idle', async () => {
    void requestJson('/paymentMethods', { timing: 'afterPaint' });
    await frames.paint();
    await frames.goIdle();
    expect(network.sent).toEqual([]);
    await frames.paint();
    expect(network.sent).toEqual([]);
    await frames.goIdle();
    expect(network.sent).toEqual(['/api/v0/paymentMethods auto']);
  });

  it('sends an after-paint call at once in a hidden tab, where nothing is painted', async () => {
    vi.stubGlobal('document', { cookie: '', visibilityState: 'hidden' });
    void requestJson('/user/wallet', { timing: 'afterPaint' });
    await vi.advanceTimersByTimeAsync(0);
    expect(network.sent).toEqual(['/api/v0/user/wallet auto']);
  });
});
