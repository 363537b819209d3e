import { Component, type ReactNode } from 'react';
import { RouteErrorPage } from '../errorPages/RouteErrorPage';

interface ContentErrorBoundaryProps {
  children: ReactNode;
  /** The location: going elsewhere clears the error. */
  resetKey: string;
}

interface ContentErrorBoundaryState {
  failure?: { error: unknown };
  resetKey: string;
}

/** A page that throws shows the error page inside the shell; the menu and header stay usable. */
export class ContentErrorBoundary extends Component<
  ContentErrorBoundaryProps,
  ContentErrorBoundaryState
> {
  state: ContentErrorBoundaryState = { resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<ContentErrorBoundaryState> {
    return { failure: { error } };
  }

  static getDerivedStateFromProps(
    props: ContentErrorBoundaryProps,
    state: ContentErrorBoundaryState,
  ): Partial<ContentErrorBoundaryState> | null {
    return props.resetKey === state.resetKey
      ? null
      : { failure: undefined, resetKey: props.resetKey };
  }

  render() {
    const { failure } = this.state;
    if (failure === undefined) return this.props.children;
    return (
      <RouteErrorPage
        error={failure.error}
        resetErrorBoundary={() => this.setState({ failure: undefined })}
      />
    );
  }
}
