/**
 * Long loops on the page run in slices of a few milliseconds with a yield between them,
 * so no task blocks input for more than ~10 ms however many rows there are.
 */
const SLICE_MS = 8;

/** Lets the page handle input and paint (a message-channel hop: unlike setTimeout, not clamped to 4 ms). */
export function yieldToPage(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}

export class SliceAborted extends Error {
  constructor() {
    super('aborted');
  }
}

/** A slice's clock: `due()` yields to the page once SLICE_MS have passed since the last yield, else at once. */
export function createSlicer(): { due(): Promise<void> | undefined } {
  let sliceStart = performance.now();
  return {
    due() {
      if (performance.now() - sliceStart <= SLICE_MS) return undefined;
      return yieldToPage().then(() => {
        sliceStart = performance.now();
      });
    },
  };
}

/** Calls work(i) for i in [from, to), yielding to the page every SLICE_MS; rejects with SliceAborted when aborted. */
export async function forEachSliced(
  from: number,
  to: number,
  work: (i: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  if (signal?.aborted) throw new SliceAborted();
  const slicer = createSlicer();
  for (let i = from; i < to; i++) {
    work(i);
    const due = slicer.due();
    if (due) {
      await due;
      if (signal?.aborted) throw new SliceAborted();
    }
  }
}
