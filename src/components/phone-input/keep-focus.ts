/**
 * A press on a suggestion keeps focus in the number field: leaving it would show the error above the buttons and move
 * them away from under the pointer before the click lands.
 */
export const keepFocus = (event: { preventDefault: () => void }): void => event.preventDefault();
