export interface AppMessages {
  readonly appName: string;
  readonly tagline: string;
  readonly navigation: string;
  readonly check: string;
  readonly cleanList: string;
  readonly useIt: string;
  readonly updateReady: string;
  readonly reload: string;
  readonly loading: string;
  readonly language: string;
  readonly skipToContent: string;
  readonly notFound: string;
  readonly backHome: string;
}
