import { ErrorViewFrame, type ErrorViewFrameProps } from './error-view-frame';
import { ErrorIllustration, NotFoundIllustration } from './illustrations';

export type ErrorViewProps = Omit<ErrorViewFrameProps, 'art'>;

/**
 * The error view with its illustration inline, for pages rendered on the server (404, blocked,
 * locked, 500), where the illustration costs no JavaScript. Client error boundaries, which are in
 * every page's first load, use ErrorViewFrame with ErrorArtOnDemand instead.
 */
export function ErrorView(props: ErrorViewProps) {
  return (
    <ErrorViewFrame
      {...props}
      art={props.kind === 'not-found' ? <NotFoundIllustration /> : <ErrorIllustration />}
    />
  );
}
