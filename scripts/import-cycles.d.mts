export function importGraph(root: string): Map<string, string[]>;
export function cycles(graph: Map<string, readonly string[]>): string[][];
