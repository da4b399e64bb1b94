import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { RouteErrorView } from './RouteErrorView';

interface BoundaryProps {
  readonly children: ReactNode;
  /** Changes with every navigation, which clears a shown error (as a data router's `errorElement` did). */
  readonly resetKey: string;
}

interface BoundaryState {
  readonly failure: { readonly error: unknown } | null;
  readonly resetKey: string;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failure: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failure: { error } };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failure: null, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failure === null ? this.props.children : <RouteErrorView error={this.state.failure.error} />;
  }
}

/**
 * Shows `RouteErrorView` in place of `children` when they throw while rendering or their code fails to load; the
 * next navigation renders them again.
 */
export function RouteErrorBoundary({ children }: { readonly children: ReactNode }) {
  const { key } = useLocation();
  return <Boundary resetKey={key}>{children}</Boundary>;
}
