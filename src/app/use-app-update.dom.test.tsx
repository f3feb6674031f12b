import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAppUpdate } from './use-app-update';

/** A service worker as the page sees it: a state that changes, and messages it receives. */
class FakeWorker extends EventTarget {
  state = 'installing';
  readonly messages: unknown[] = [];
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  become(state: string) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

function fakeServiceWorker(controlled: boolean) {
  const registration = Object.assign(new EventTarget(), {
    waiting: null as FakeWorker | null,
    installing: null as FakeWorker | null,
  });
  const container = Object.assign(new EventTarget(), {
    controller: controlled ? new FakeWorker() : null,
    register: vi.fn(async () => registration),
  });
  vi.stubGlobal('navigator', { ...navigator, serviceWorker: container });
  return { registration, container };
}

describe('useAppUpdate', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
  });

  it('says a new version is ready once it has installed beside the one in control, and hands over on reload', async () => {
    vi.stubEnv('PROD', true);
    const { registration, container } = fakeServiceWorker(true);
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const { result } = renderHook(() => useAppUpdate());
    await waitFor(() => expect(container.register).toHaveBeenCalledWith('/sw.js'));
    expect(result.current.ready).toBe(false);

    const next = new FakeWorker();
    registration.installing = next;
    act(() => {
      registration.dispatchEvent(new Event('updatefound'));
      next.become('installed');
    });
    expect(result.current.ready).toBe(true);

    act(() => result.current.reload());
    expect(next.messages).toEqual(['take-over']);
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('the first version (nothing in control yet) is no update', async () => {
    vi.stubEnv('PROD', true);
    const { registration, container } = fakeServiceWorker(false);
    const { result } = renderHook(() => useAppUpdate());
    await waitFor(() => expect(container.register).toHaveBeenCalled());
    const first = new FakeWorker();
    registration.installing = first;
    act(() => {
      registration.dispatchEvent(new Event('updatefound'));
      first.become('installed');
    });
    expect(result.current.ready).toBe(false);
  });

  it('a development build registers nothing', async () => {
    vi.stubEnv('PROD', false);
    const { container } = fakeServiceWorker(false);
    renderHook(() => useAppUpdate());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.register).not.toHaveBeenCalled();
  });
});
