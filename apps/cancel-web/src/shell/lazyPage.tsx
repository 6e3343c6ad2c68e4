import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { LoadingPage } from './AppPage';
import { useGlobalError } from './globalError';
import { useServices } from './services';
import { withTimeout } from './withTimeout';

/**
 * A page whose bundle loads on demand (product §9), with the 120-second time-out; while it loads the
 * placeholder shows, and a failed or timed-out load ends in the global error.
 */
export function lazyPage<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): ComponentType<Props> {
  const LazyComponent = lazy(() => withTimeout(load));
  function LazyPage(props: Props) {
    return (
      <PageLoadBoundary>
        <Suspense fallback={<LoadingPage />}>
          <LazyComponent {...props} />
        </Suspense>
      </PageLoadBoundary>
    );
  }
  return LazyPage;
}

/** The failure name a page bundle that did not load (or did not render) is reported under. */
export const PAGE_LOAD_FAILURE = 'Page was not loaded';

function PageLoadBoundary({ children }: { children: ReactNode }) {
  const { showError } = useGlobalError();
  const { reporter } = useServices();
  const onError = (error: unknown) => {
    reporter.report(PAGE_LOAD_FAILURE, error);
    showError(error);
  };
  return <ErrorBoundary onError={onError}>{children}</ErrorBoundary>;
}

interface ErrorBoundaryProps {
  readonly onError: (error: unknown) => void;
  readonly children: ReactNode;
}

/** Turns a render or load failure into the global error instead of a blank page. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }

  override render() {
    return this.state.failed ? <LoadingPage /> : this.props.children;
  }
}
