import type { ServiceIdentifier } from 'inversify';
import { useContext } from 'react';
import { ContainerContext } from './containerContext';

/** Resolves a service of the container. The one place the UI touches the container. */
export function useService<T>(token: ServiceIdentifier<T>): T {
  const container = useContext(ContainerContext);
  if (container === null) throw new Error('useService needs a ContainerContext provider above it');
  return container.get<T>(token);
}
