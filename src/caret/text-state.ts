/** The text of a field and where its caret sits (0 … text.length). */
export interface TextState {
  readonly text: string;
  readonly caret: number;
}
