export function localOnlyLengths(): string;
