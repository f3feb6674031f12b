/**
 * Whether a pointer is pressed in a document, and a way to act once it is released (after the click it makes).
 * Leaving a field with the mouse blurs it on pointerdown; what the blur draws (an error line) must wait for the
 * release, or it moves the element pressed from under the pointer and the click lands elsewhere (a lost click).
 */
const pressed = new WeakMap<Document, { down: boolean }>();

function stateOf(document: Document): { down: boolean } {
  let state = pressed.get(document);
  if (!state) {
    const tracked = { down: false };
    const release = () => (tracked.down = false);
    document.addEventListener('pointerdown', () => (tracked.down = true), true);
    document.addEventListener('pointerup', release, true);
    document.addEventListener('pointercancel', release, true);
    pressed.set(document, (state = tracked));
  }
  return state;
}

/** Starts noting presses in the document (call before the press that matters, e.g. on focus). */
export function trackPointer(document: Document): void {
  stateOf(document);
}

/** Runs `then` now, or, while a pointer is pressed, after its release and the click it makes. */
export function afterPointerRelease(document: Document, then: () => void): void {
  if (!stateOf(document).down) return then();
  const release = () => {
    document.removeEventListener('pointerup', release, true);
    document.removeEventListener('pointercancel', release, true);
    // The click follows pointerup in the same task: a task later, it has landed.
    setTimeout(then, 0);
  };
  document.addEventListener('pointerup', release, true);
  document.addEventListener('pointercancel', release, true);
}
