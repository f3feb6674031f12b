/**
 * The DOM event a value is given through from outside React (react-hook-form's register writes `.value` on the
 * element it holds). Its own module, so an adapter that sends it does not load the field's code with it.
 */
export const SET_VALUE_EVENT = 'telfield:set-value';
