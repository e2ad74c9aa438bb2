/** What the server tells the browser about error reporting (WebConfig.errorReporting). */
export interface BrowserErrorReportingOptions {
  dsn: string;
  environment: string;
  release: string | undefined;
  tracesSampleRate: number;
}
